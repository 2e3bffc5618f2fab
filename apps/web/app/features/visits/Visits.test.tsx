// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Visit } from '@aangan/contracts';
import type { Locale } from '../../shared/i18n';
import { errorText, renderForm, text } from '../../shared/testing/render-route';
import { Visits } from './Visits';
import { slotsFixture } from './slots-fixture';

// The listing's free slots, as GET /properties/7/visit-slots answers (null: the call fails).
let slotsAnswer: object | null = null;
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  slotsAnswer = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      asked.push(new URL(request.url, 'http://localhost').pathname);
      return slotsAnswer ? Response.json(slotsAnswer) : Response.json({ code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
  it("reschedule: one of the listing's free slots is picked and sent as India time", async () => {
    slotsAnswer = slotsFixture([
      { date: '2030-03-04', weekday: 1, slots: [{ at: '2030-03-04T10:30:00.000Z', time: '16:00' }] },
      { date: '2030-03-05', weekday: 2, slots: [] },
    ]);
    const sent = renderVisits(locale);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: text(locale, 'visit.reschedule') }));
    const times = await screen.findByRole('group', { name: new RegExp(`^${text(locale, 'visit.time')}`) });
    expect(asked).toEqual(['/api/v1/properties/7/visit-slots']);
    // No typed time: the day without free slots is not offered.
    expect(screen.queryByLabelText(text(locale, 'visit.newTime'))).toBeNull();
    expect(within(screen.getByRole('group', { name: text(locale, 'visit.day') })).getAllByRole('radio')).toHaveLength(
      1,
    );
    await u.click(within(times).getByRole('radio'));
    await u.click(screen.getByRole('button', { name: text(locale, 'visit.saveTime') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ visit_id: '31', scheduled_date: '2030-03-04T16:00' });
  });

  it('reschedule without the slots: a new time is typed, needed, and sent for the visit', async () => {
    const sent = renderVisits(locale);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: text(locale, 'visit.reschedule') }));
    const when = await screen.findByLabelText(text(locale, 'visit.newTime'));
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
