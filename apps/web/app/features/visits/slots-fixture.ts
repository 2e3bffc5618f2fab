import type { VisitSlots } from '@aangan/contracts';

/** A listing's visit slots for the tests: every weekday open, 10:00 to 19:00 India time, in half hours; the days given. */
export function slotsFixture(days: VisitSlots['days']): VisitSlots {
  return {
    time_zone: 'Asia/Kolkata',
    slot_minutes: 30,
    start_hour: 10,
    end_hour: 19,
    visit_days: [0, 1, 2, 3, 4, 5, 6],
    days,
  };
}
