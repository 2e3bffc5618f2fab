// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n';
import type { MessageKey } from '../../shared/i18n/en-IN';
import { errorText, renderForm, renderRoute, text } from '../../shared/testing/render-route';
import { action } from './pages/contact-us';
import { ContactForm } from './ContactForm';

afterEach(cleanup);

const renderContact = (locale: Locale) => renderForm(() => <ContactForm />, { locale, path: '/contact' });

describe.each(['en-IN', 'hi-IN'] as const)('contact form (%s)', (locale: Locale) => {
  const box = (key: MessageKey) => screen.getByLabelText(text(locale, key));
  const send = () => userEvent.click(screen.getByRole('button', { name: text(locale, 'contact.send') }));

  it('names a short name when the box is left, and every mistake on sending', async () => {
    const sent = renderContact(locale);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(text(locale, 'contact.name')), 'Al');
    await u.tab();
    await waitFor(() => expect(box('contact.name')).toHaveAccessibleDescription(errorText(locale, 'TOO_SHORT?min=3')));
    await u.type(box('contact.email'), 'al@');
    await u.type(box('contact.message'), 'Hi');
    await send();
    await waitFor(() => expect(box('contact.email')).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID')));
    expect(box('contact.address')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED'));
    expect(box('contact.message')).toHaveAccessibleDescription(errorText(locale, 'TOO_SHORT?min=5'));
    expect(box('contact.name')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends valid values', async () => {
    const sent = renderContact(locale);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(text(locale, 'contact.name')), 'Meera Sharma');
    await u.type(box('contact.email'), 'meera@example.in');
    await u.type(box('contact.address'), 'Sector 57, Gurugram');
    await send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('email')).toBe('meera@example.in');
    expect(sent[0]?.get('address')).toBe('Sector 57, Gurugram');
  });

  it('shows the forms API’s refusal at its field, keeping what was typed', async () => {
    renderRoute(() => <ContactForm />, {
      locale,
      path: '/contact',
      action: () => ({
        sent: false,
        result: {
          status: 'error',
          initialValue: { name: 'Meera Sharma', email: 'meera@example.in', address: 'Sector 57' },
          error: { email: ['EMAIL_INVALID'], '': ['BLOCKED'] },
        },
      }),
    });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(text(locale, 'contact.name')), 'Meera Sharma');
    await u.type(box('contact.email'), 'meera@example.in');
    await u.type(box('contact.address'), 'Sector 57');
    await send();
    await waitFor(() => expect(box('contact.email')).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID')));
    expect(screen.getByRole('alert')).toHaveTextContent(errorText(locale, 'BLOCKED'));
    expect(box('contact.name')).toHaveValue('Meera Sharma');
  });
});

describe('contact action without JavaScript', () => {
  it('checks the form with the forms API’s schema and keeps what was typed', async () => {
    const body = new URLSearchParams({ name: 'Al', email: 'al@example.in', address: 'Sector 57', message: '' });
    const request = new Request('http://localhost/contact', { method: 'POST', body });
    const answer = (await action({ request, context: {}, params: {} } as never)) as {
      init: { status: number };
      data: { sent: boolean; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(answer.init.status).toBe(422);
    expect(answer.data.sent).toBe(false);
    expect(answer.data.result.error).toEqual({ name: ['TOO_SHORT?min=3'] });
    expect(answer.data.result.initialValue).toMatchObject({ name: 'Al', email: 'al@example.in' });
  });
});
