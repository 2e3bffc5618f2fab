// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n';
import { errorText, renderForm, renderRoute, text } from '../../shared/testing/render-route';
import { EnquiryForm, ReportForm, RevealNumber } from './ContactBox';

afterEach(cleanup);

const seeker = { id: 3, full_name: 'Meera Rao', role: 'user' };

describe.each(['en-IN', 'hi-IN'] as const)('contact forms (%s)', (locale: Locale) => {
  it('enquiry: an empty or short message is named at the box; a valid one is sent', async () => {
    const sent = renderForm(() => <EnquiryForm />, { locale, path: '/property/1', user: seeker });
    const u = userEvent.setup();
    const send = await screen.findByRole('button', { name: text(locale, 'enquiry.send') });
    const message = screen.getByLabelText(text(locale, 'enquiry.message'));
    await u.click(send);
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription(
      `${text(locale, 'enquiry.messageHint', { min: 10, max: 1000 })} ${errorText(locale, 'REQUIRED')}`,
    );
    await u.type(message, 'Is it');
    await u.click(send);
    await waitFor(() => expect(screen.getByText(errorText(locale, 'MESSAGE_LENGTH?min=10&max=1000'))).toBeVisible());
    expect(sent).toHaveLength(0);

    await u.type(message, ' still available?');
    await u.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('message')).toBe('Is it still available?');
    expect(sent[0]?.get('intent')).toBe('enquiry');
  });

  it('report: asks for a reason, and for details when the reason is "something else"', async () => {
    const sent = renderForm(() => <ReportForm />, { locale, path: '/property/1', user: seeker });
    const u = userEvent.setup();
    await u.click(await screen.findByText(text(locale, 'report.title')));
    const send = screen.getByRole('button', { name: text(locale, 'report.send') });
    await u.click(send);
    await waitFor(() => expect(screen.getByText(errorText(locale, 'REPORT_REASON_REQUIRED'))).toBeVisible());
    await u.click(screen.getByLabelText(text(locale, 'report.reason.other')));
    await u.click(send);
    const details = screen.getByLabelText(text(locale, 'report.details'));
    await waitFor(() => expect(details).toHaveAccessibleDescription(errorText(locale, 'DETAILS_REQUIRED')));
    expect(sent).toHaveLength(0);
    await u.type(details, 'The flat was sold last month');
    await u.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('reason')).toBe('other');
  });

  it('reveal, enquiry and report refused for a number never proved: the message, and the way to prove it', async () => {
    // An account made before one-time codes (decision 042): the API answers 403 PHONE_NOT_VERIFIED.
    const refused = (intent: string) => ({
      intent,
      ok: false,
      message: 'PHONE_NOT_VERIFIED',
      errors: {},
      values: { message: '', want: '', share_phone: false, reason: 'fake', details: '' },
    });
    const All = () => (
      <>
        <RevealNumber />
        <EnquiryForm />
        <ReportForm />
      </>
    );
    const u = userEvent.setup();
    for (const intent of ['reveal', 'enquiry', 'report']) {
      const { unmount } = renderRoute(All, {
        locale,
        path: '/property/1',
        user: seeker,
        action: () => refused(intent),
      });
      if (intent === 'reveal') {
        await u.click(await screen.findByRole('button', { name: text(locale, 'contact.reveal') }));
      } else if (intent === 'enquiry') {
        await u.type(await screen.findByLabelText(text(locale, 'enquiry.message')), 'Is it still available?');
        await u.click(screen.getByRole('button', { name: text(locale, 'enquiry.send') }));
      } else {
        await u.click(await screen.findByText(text(locale, 'report.title')));
        await u.click(screen.getByLabelText(text(locale, 'report.reason.fake')));
        await u.click(screen.getByRole('button', { name: text(locale, 'report.send') }));
      }
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(errorText(locale, 'PHONE_NOT_VERIFIED'));
      const link = screen.getByRole('link', { name: text(locale, 'contact.verifyNumber') });
      expect(link).toHaveAttribute('href', `${locale === 'hi-IN' ? '/hi' : ''}/account?tab=profile#mobile-number`);
      unmount();
    }
  });
});
