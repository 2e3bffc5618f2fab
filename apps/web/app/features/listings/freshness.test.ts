import { describe, expect, it } from 'vitest';
import { registerHindi, translate } from '../../shared/i18n';
import { hiIN, hiMessages } from '../../shared/i18n/hi-IN';

registerHindi({ hiIN, hiMessages });
import { confirmedMessage, indiaDaysSince } from './freshness';

const text = (at: string | null, locale: 'en-IN' | 'hi-IN', now: string) => {
  const m = confirmedMessage(at, Date.parse(now));
  return m ? translate(locale, m.key, { n: m.n }) : null;
};

describe('when availability was last confirmed', () => {
  it('counts India calendar days: after midnight in India, last evening is yesterday', () => {
    // 23:00 India time on 9 Dec, read at 00:30 India time on 10 Dec.
    expect(indiaDaysSince('2026-12-09T17:30:00Z', Date.parse('2026-12-09T19:00:00Z'))).toBe(1);
    // 06:00 and 23:59 India time on the same day.
    expect(indiaDaysSince('2026-12-09T00:30:00Z', Date.parse('2026-12-09T18:29:00Z'))).toBe(0);
  });

  it('says today, yesterday, or n days ago with the plural right', () => {
    const now = '2026-12-10T06:30:00Z';
    expect(text('2026-12-10T01:00:00Z', 'en-IN', now)).toBe('Availability confirmed today');
    expect(text('2026-12-09T06:30:00Z', 'en-IN', now)).toBe('Availability confirmed yesterday');
    expect(text('2026-12-07T06:30:00Z', 'en-IN', now)).toBe('Availability confirmed 3 days ago');
    expect(text('2026-10-11T06:30:00Z', 'en-IN', now)).toBe('Availability confirmed 60 days ago');
    expect(text(null, 'en-IN', now)).toBeNull();
  });

  it('in Hindi too', () => {
    const now = '2026-12-10T06:30:00Z';
    expect(text('2026-12-10T01:00:00Z', 'hi-IN', now)).toBe('उपलब्धता की पुष्टि आज हुई');
    expect(text('2026-12-09T06:30:00Z', 'hi-IN', now)).toBe('उपलब्धता की पुष्टि कल हुई');
    expect(text('2026-12-05T06:30:00Z', 'hi-IN', now)).toBe('उपलब्धता की पुष्टि 5 दिन पहले हुई');
  });

  it('never says a date in the future: a clock ahead of ours reads as today', () => {
    expect(text('2026-12-12T06:30:00Z', 'en-IN', '2026-12-10T06:30:00Z')).toBe('Availability confirmed today');
  });
});
