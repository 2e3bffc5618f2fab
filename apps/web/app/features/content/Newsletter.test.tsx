// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n';
import { browserFetch } from '../../shared/testing/browser-fetch';
import { errorText, renderRoute, text } from '../../shared/testing/render-route';
import { Footer } from '../../layout/Footer';
import { NewsletterBlock } from './home/NewsletterBlock';

// Both newsletter forms send to the forms API from the page: fetch answers as the API would.
const api = browserFetch('/?subscribed=1');

describe.each(['en-IN', 'hi-IN'] as const)('the newsletter forms (%s)', (locale: Locale) => {
  const emailIn = (where: HTMLElement) =>
    within(where).getByPlaceholderText(text(locale, 'footer.newsletterPlaceholder'));
  const subscribe = (where: HTMLElement) =>
    userEvent.click(within(where).getByRole('button', { name: text(locale, 'footer.subscribe') }));

  it('home: refuses an address our rule does not take, in the page language, then thanks', async () => {
    renderRoute(() => <NewsletterBlock />, { locale, path: '/' });
    const block = await screen.findByRole('region', { name: text(locale, 'home.newsletter.title') });
    await userEvent.type(emailIn(block), 'reader@example');
    await subscribe(block);
    const wording = `${text(locale, 'contact.email')} ${errorText(locale, 'EMAIL_INVALID')}`;
    expect(await within(block).findByRole('alert')).toHaveTextContent(wording);
    expect(api.sent).toHaveLength(0);

    await userEvent.clear(emailIn(block));
    await userEvent.type(emailIn(block), 'reader@example.in');
    await subscribe(block);
    expect(await within(block).findByRole('status')).toHaveTextContent(text(locale, 'home.newsletter.thanks'));
    expect(api.sent).toEqual([{ email: 'reader@example.in' }]);
  });

  it('footer: waits for an address, stores it, empties the box and confirms, twice', async () => {
    renderRoute(() => <Footer />, { locale, path: '/' });
    const footer = await screen.findByRole('contentinfo');
    const button = within(footer).getByRole('button', { name: text(locale, 'footer.subscribe') });
    expect(button).toBeDisabled();
    for (let i = 0; i < 2; i++) {
      await userEvent.type(emailIn(footer), `reader${i}@example.in`);
      await subscribe(footer);
      expect(await within(footer).findByRole('status')).toHaveTextContent(text(locale, 'footer.subscribed'));
      await waitFor(() => expect(emailIn(footer)).toHaveValue(''));
    }
    expect(api.sent).toEqual([{ email: 'reader0@example.in' }, { email: 'reader1@example.in' }]);

    api.answer = () =>
      Response.json(
        { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: '', reason: 'EMAIL_INVALID' }] },
        { status: 422 },
      );
    await userEvent.type(emailIn(footer), 'reader2@example.in');
    await subscribe(footer);
    expect(await within(footer).findByRole('alert')).toHaveTextContent(errorText(locale, 'EMAIL_INVALID'));
    expect(emailIn(footer)).toHaveValue('reader2@example.in');
  });
});
