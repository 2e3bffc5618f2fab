// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { VisitSlots } from '@aangan/contracts';
import type { Locale } from '../../shared/i18n';
import { errorText, renderForm, renderRoute, text } from '../../shared/testing/render-route';
import { VisitForm } from './VisitForm';
import { slotsFixture } from './slots-fixture';
import { dayLabel, timeLabel } from './VisitSlotPicker';

afterEach(cleanup);

const visitor = { id: 3, full_name: 'Meera Rao', role: 'user' };
// Two days with free slots (India time: 05:30Z is 11:00) and a full day between them, not offered.
const slots: VisitSlots = slotsFixture([
  { date: '2030-01-15', weekday: 2, slots: [{ at: '2030-01-15T05:30:00.000Z', time: '11:00' }] },
  { date: '2030-01-16', weekday: 3, slots: [] },
  {
    date: '2030-01-17',
    weekday: 4,
    slots: [
      { at: '2030-01-17T04:30:00.000Z', time: '10:00' },
      { at: '2030-01-17T09:00:00.000Z', time: '14:30' },
    ],
  },
]);
const Page = () => <VisitForm slots={slots} />;

describe.each(['en-IN', 'hi-IN'] as const)('visit slots (%s)', (locale: Locale) => {
  const days = () => screen.getByRole('group', { name: text(locale, 'visit.day') });
  const times = () => screen.getByRole('group', { name: new RegExp(`^${text(locale, 'visit.time')}`) });
  const send = () => userEvent.click(screen.getByRole('button', { name: text(locale, 'visit.submit') }));

  it('offers the days with free slots, then the chosen day’s slots in India time, and sends the slot', async () => {
    const sent = renderForm(Page, { locale, path: '/property/1', user: visitor });
    await screen.findByRole('button', { name: text(locale, 'visit.submit') });
    const dayRadios = within(days()).getAllByRole('radio');
    expect(dayRadios.map((r) => r.closest('label')?.textContent)).toEqual([
      dayLabel('2030-01-15', locale),
      dayLabel('2030-01-17', locale),
    ]);
    expect(within(times()).getAllByRole('radio')).toHaveLength(1);

    await send();
    await waitFor(() => expect(times()).toHaveAccessibleDescription(errorText(locale, 'VISIT_DATE_REQUIRED')));
    expect(sent).toHaveLength(0);

    await userEvent.click(within(days()).getByRole('radio', { name: dayLabel('2030-01-17', locale) }));
    const later = within(times()).getByRole('radio', { name: timeLabel('2030-01-17T09:00:00.000Z', locale) });
    await userEvent.click(later);
    await send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('scheduled_date')).toBe('2030-01-17T09:00:00.000Z');
  });

  it('shows a refused slot’s reason with the times, then only the success once a visit is booked', async () => {
    let answer = 0;
    renderRoute(Page, {
      locale,
      path: '/property/1',
      user: visitor,
      action: () =>
        ++answer === 1
          ? {
              ok: false,
              message: '',
              result: {
                status: 'error',
                initialValue: { scheduled_date: '2030-01-15T05:30:00.000Z' },
                error: { scheduled_date: ['VISIT_SLOT_TAKEN'] },
              },
            }
          : { ok: true, message: 'Visit scheduled successfully' },
    });
    await screen.findByRole('button', { name: text(locale, 'visit.submit') });
    await userEvent.click(within(times()).getAllByRole('radio')[0]!);
    await send();
    await waitFor(() => expect(times()).toHaveAccessibleDescription(errorText(locale, 'VISIT_SLOT_TAKEN')));

    await userEvent.click(within(days()).getByRole('radio', { name: dayLabel('2030-01-17', locale) }));
    await userEvent.click(within(times()).getAllByRole('radio')[0]!);
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(errorText(locale, 'Visit scheduled successfully'));
    expect(screen.queryByText(errorText(locale, 'VISIT_SLOT_TAKEN'))).toBeNull();
  });

  it('says when no time is free, and shows nothing to a signed-out visitor', async () => {
    const full = { ...slots, days: slots.days.map((d) => ({ ...d, slots: [] })) };
    renderRoute(() => <VisitForm slots={full} />, { locale, path: '/property/1', user: visitor });
    expect(await screen.findByText(text(locale, 'visit.noSlots'))).toBeVisible();
    cleanup();
    renderRoute(Page, { locale, path: '/property/1' });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
