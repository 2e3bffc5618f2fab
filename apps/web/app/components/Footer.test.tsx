// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n';
import { errorText, renderRoute, text } from '../testing/render-route';
import { Footer } from './Footer';

// The newsletter is sent to the forms API from the page: fetch answers as the API would.
let answer: () => Response;
const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  answer = () => Response.json({ next: '/?subscribed=1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push(await request.clone().json());
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['en-IN', 'hi-IN'] as const)('footer newsletter (%s)', (locale: Locale) => {
  const footer = async () => {
    renderRoute(Footer, { locale, path: '/' });
    return within(await screen.findByRole('contentinfo'));
  };

  it('names a wrong address and sends nothing; sends a valid one, clears the box and confirms', async () => {
    const f = await footer();
    const u = userEvent.setup();
    const box = f.getByPlaceholderText(text(locale, 'footer.newsletterPlaceholder'));
    const subscribe = f.getByRole('button', { name: text(locale, 'footer.subscribe') });
    expect(subscribe).toBeDisabled();
    await u.type(box, 'reader@example');
    await u.click(subscribe);
    await waitFor(() => expect(box).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID')));
    expect(sent).toHaveLength(0);

    await u.type(box, '.in');
    await u.click(subscribe);
    await waitFor(() => expect(f.getByRole('status')).toHaveTextContent(text(locale, 'footer.subscribed')));
    expect(sent).toEqual([{ email: 'reader@example.in' }]);
    await waitFor(() => expect(f.getByPlaceholderText(text(locale, 'footer.newsletterPlaceholder'))).toHaveValue(''));
    expect(f.getByRole('button', { name: text(locale, 'footer.subscribe') })).toBeDisabled();
  });

  it('shows the forms API’s refusal at the box and keeps the address', async () => {
    answer = () =>
      Response.json(
        { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: '', reason: 'EMAIL_INVALID' }] },
        { status: 422 },
      );
    const f = await footer();
    const u = userEvent.setup();
    const box = f.getByPlaceholderText(text(locale, 'footer.newsletterPlaceholder'));
    await u.type(box, 'reader@example.in');
    await u.click(f.getByRole('button', { name: text(locale, 'footer.subscribe') }));
    await waitFor(() => expect(f.getByRole('alert')).toHaveTextContent(errorText(locale, 'EMAIL_INVALID')));
    expect(box).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID'));
    expect(box).toHaveValue('reader@example.in');
  });
});
