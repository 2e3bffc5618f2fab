// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n';
import { errorText, renderForm, text } from '../../testing/render-route';
import { EnquiryForm, ReportForm } from './ContactBox';

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
});
