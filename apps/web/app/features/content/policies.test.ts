import { describe, expect, it } from 'vitest';
import { policyCards, policyTitle } from './policies';

const page = (over: Record<string, unknown> = {}) => ({
  unique_name: 'privacy-policy',
  title: 'Privacy at Aangan',
  summary: null,
  content: '# Privacy at Aangan\n\nWe keep **little** data.',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-10T00:00:00Z',
  locale: 'en-IN' as const,
  ...over,
});

describe('policyCards', () => {
  it('always lists the five policies, with catalogue texts when the call failed', () => {
    const cards = policyCards(null);
    expect(cards.map((c) => c.uniqueName)).toEqual([
      'terms-of-service',
      'privacy-policy',
      'content-guidelines',
      'content-takedown-policy',
      'grievance-redressal-mechanism',
    ]);
    expect(cards[0]!.title).toBe('Terms of Service');
    expect(cards.every((c) => !c.offline && c.summary.length > 0)).toBe(true);
  });

  it('uses the page title and a summary from its first line after the title, and marks a failed page Offline', () => {
    const cards = policyCards({
      pages: { 'privacy-policy': { page: page() }, 'terms-of-service': { error: 'Page not found' } },
    });
    expect(cards[1]).toMatchObject({
      title: 'Privacy at Aangan',
      summary: 'We keep little data.',
      updatedAt: '2026-11-10T00:00:00Z',
      offline: false,
    });
    expect(cards[0]).toMatchObject({ title: 'Terms of Service', offline: true });
  });

  it("carries the language of each card: the page answer's, English for the catalogue's texts", () => {
    const cards = policyCards({
      pages: {
        'privacy-policy': {
          page: page({ title: 'गोपनीयता नीति', content: '# गोपनीयता नीति\n\nहम कम डेटा रखते हैं।', locale: 'hi-IN' }),
        },
      },
    });
    expect(cards[1]).toMatchObject({ title: 'गोपनीयता नीति', summary: 'हम कम डेटा रखते हैं।', locale: 'hi-IN' });
    expect(cards[0]!.locale).toBe('en-IN');
  });

  it('prefers a stored summary', () => {
    expect(policyCards({ pages: { 'privacy-policy': { page: page({ summary: 'Short.' }) } } })[1]!.summary).toBe(
      'Short.',
    );
  });
});

describe('policyTitle', () => {
  it('names known slugs and calls anything else Policy', () => {
    expect(policyTitle('grievance-redressal-mechanism')).toBe('Grievance Redressal Mechanism');
    expect(policyTitle('refunds')).toBe('Policy');
  });
});
