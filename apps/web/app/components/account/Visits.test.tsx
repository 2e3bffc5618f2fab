// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Visit } from '@aangan/contracts';
import type { Locale } from '../../i18n';
import { errorText, renderForm, text } from '../../testing/render-route';
import { Visits } from './Visits';

afterEach(cleanup);

const visit: Visit = {
  id: 31,
  property_id: 7,
  property: {
    id: 7,
    title: 'Sunny 2 BHK',
    locality: 'Sector 56',
    city: 'Gurugram',
    main_image_url: null,
    purpose: 'rent',
  },
  scheduled_date: '2030-03-02T06:00:00Z',
  status: 'requested',
  special_requirements: null,
  cancel_reason: null,
  agent: null,
  history: [],
  created_at: '2030-03-01T00:00:00Z',
  updated_at: '2030-03-01T00:00:00Z',
};

const renderVisits = (locale: Locale) =>
  renderForm(() => <Visits upcoming={[visit]} past={[]} />, { locale, path: '/account' });

describe.each(['en-IN', 'hi-IN'] as const)('visit changes (%s)', (locale: Locale) => {
  it('reschedule: a new time is needed; the time picked is sent for the visit', async () => {
    const sent = renderVisits(locale);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: text(locale, 'visit.reschedule') }));
    const when = screen.getByLabelText(text(locale, 'visit.newTime'));
    expect(when).toHaveValue('2030-03-02T11:30');
    await u.clear(when);
    await u.click(screen.getByRole('button', { name: text(locale, 'visit.saveTime') }));
    await waitFor(() => expect(when).toHaveAccessibleDescription(errorText(locale, 'VISIT_DATE_REQUIRED')));
    expect(sent).toHaveLength(0);

    await u.type(when, '2030-03-04T16:00');
    await u.type(screen.getByLabelText(text(locale, 'visit.reasonOptional')), 'Office ran late');
    await u.click(screen.getByRole('button', { name: text(locale, 'visit.saveTime') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      intent: 'visit-reschedule',
      visit_id: '31',
      scheduled_date: '2030-03-04T16:00',
      reason: 'Office ran late',
    });
  });

  it('cancel: a reason longer than 500 characters is refused at its box', async () => {
    const sent = renderVisits(locale);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: text(locale, 'visit.cancel') }));
    const reason = screen.getByLabelText(text(locale, 'visit.reasonOptional'));
    // The box stops typing at 500; a pasted or scripted value is checked all the same.
    reason.removeAttribute('maxlength');
    await u.click(reason);
    await u.paste('x'.repeat(501));
    const item = screen.getByTestId('upcoming-visits');
    await u.click(within(item).getByRole('button', { name: text(locale, 'visit.confirmCancel') }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(errorText(locale, 'TOO_LONG?max=500')));
    expect(sent).toHaveLength(0);
  });
});
