// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReconfirmLink } from '@aangan/contracts';
import type { Locale } from '../../../shared/i18n';
import { errorText, renderRoute, text } from '../../../shared/testing/render-route';
import Reconfirm, { action } from './reconfirm';

afterEach(cleanup);

const link: ReconfirmLink = {
  listing_id: 41,
  title: '3 BHK in Sector 57',
  purpose: 'rent',
  status: 'active',
  closes_as: 'rented',
  last_confirmed_at: '2026-11-01T10:00:00Z',
  expires_at: '2026-12-10T10:00:00Z',
  answered: null,
};

/** The action without JavaScript, for a form that was posted with this answer. */
async function answerWith(fields: Record<string, string>) {
  const request = new Request('http://localhost/reconfirm/abc', { method: 'POST', body: new URLSearchParams(fields) });
  return (await action({ request, context: {}, params: { token: 'abc' } } as never)) as unknown as {
    init: { status: number };
    data: { outcome: string; reply: { error: Record<string, string[]> } };
  };
}

describe('reconfirm action', () => {
  it('checks the answer with the API’s schema before sending it', async () => {
    const wrong = await answerWith({ answer: 'maybe' });
    expect(wrong.init.status).toBe(422);
    expect(wrong.data.outcome).toBe('failed');
    expect(wrong.data.reply.error).toEqual({ answer: ['NOT_ONE_OF?options=available%2C+closed'] });
    expect((await answerWith({})).data.outcome).toBe('failed');
  });
});

describe.each(['en-IN', 'hi-IN'] as const)('reconfirm page (%s)', (locale: Locale) => {
  it('posts the answer of the button pressed', async () => {
    const sent: FormData[] = [];
    renderRoute(Reconfirm, {
      locale,
      path: '/reconfirm/abc',
      loaderData: { locale, link, problem: null },
      action: async ({ request }) => {
        sent.push(await request.formData());
        return { result: null, outcome: 'refused', reply: null };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: text(locale, 'reconfirm.rented') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('answer')).toBe('closed');
    expect(await screen.findByRole('alert')).toHaveTextContent(text(locale, 'reconfirm.refused'));
  });

  it('words a refused answer in the page’s language', async () => {
    const refused = await answerWith({ answer: 'maybe' });
    renderRoute(Reconfirm, {
      locale,
      path: '/reconfirm/abc',
      loaderData: { locale, link, problem: null },
      action: () => refused.data,
    });
    await userEvent.click(await screen.findByRole('button', { name: text(locale, 'reconfirm.available') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorText(locale, 'NOT_ONE_OF?options=available%2C+closed'),
    );
  });
});
