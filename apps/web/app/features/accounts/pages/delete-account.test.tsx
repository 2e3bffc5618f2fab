// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import { errorText, renderForm, text } from '../../../shared/testing/render-route';
import DeleteAccount from './delete-account';

afterEach(cleanup);

const renderPage = (locale: Locale) =>
  renderForm(DeleteAccount, { locale, path: '/delete-account', loaderData: { locale, sent: false } });

describe.each(['en-IN', 'hi-IN'] as const)('deletion request (%s)', (locale: Locale) => {
  const box = (key: Parameters<typeof text>[1]) => screen.getByLabelText(text(locale, key));

  it('names a missing reason and a wrong e-mail, asks which data for "specific data", then sends', async () => {
    const sent = renderPage(locale);
    const u = userEvent.setup();
    const submit = () => u.click(screen.getByRole('button', { name: text(locale, 'delete.submit') }));
    await u.type(await screen.findByLabelText(text(locale, 'delete.email')), 'leaving@');
    await u.click(screen.getByRole('radio', { name: text(locale, 'delete.type.specific') }));
    await submit();
    await waitFor(() => expect(box('delete.reason')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    expect(box('delete.reason')).toHaveFocus();
    expect(box('delete.email')).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID'));
    expect(box('delete.messageSpecific')).toHaveAccessibleDescription(errorText(locale, 'DELETION_DATA_REQUIRED'));
    expect(sent).toHaveLength(0);

    await u.selectOptions(box('delete.reason'), 'privacy');
    await u.type(box('delete.email'), 'example.in');
    await u.type(box('delete.messageSpecific'), 'My saved searches');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      deletion_reason: 'privacy',
      request_type: 'specific',
      user_email: 'leaving@example.in',
      message: 'My saved searches',
      // As the specification's form: the fixed subject, and the chosen option copied.
      subject: 'Account Deletion Request',
      deletion_type: 'specific',
    });
  });
});
