// The rules of a site visit, free of I/O so they can be tested alone: which moves each status
// allows and to whom, and which times can be booked.
import {
  OPEN_VISIT_STATUSES,
  PROJECT_CLOSED_VISIT_CODES,
  type ErrorParams,
  type FieldErrorCode,
  VISIT_MAX_DAYS_AHEAD,
  VISIT_MIN_LEAD_MINUTES,
  VISIT_SLOT_DAYS,
  VISIT_SLOT_MINUTES,
  VISIT_TIME_ZONE,
  type VisitSlots,
  type VisitStatus,
} from '@aangan/contracts';
import { HttpError } from '../../shared/errors.ts';

export type VisitAction = 'reschedule' | 'cancel' | 'update' | 'confirm' | 'complete' | 'no_show';

interface Move {
  from: readonly VisitStatus[];
  to: VisitStatus | null;
  by: 'visitor' | 'staff' | 'either';
  afterStart?: boolean;
}

// `to: null` keeps the status (an edit of the notes). Staff are the assigned agent or an admin;
// a visitor moves only their own visits.
export const MOVES: Record<VisitAction, Move> = {
  update: { from: OPEN_VISIT_STATUSES, to: null, by: 'either' },
  reschedule: { from: OPEN_VISIT_STATUSES, to: 'rescheduled', by: 'either' },
  cancel: { from: OPEN_VISIT_STATUSES, to: 'cancelled', by: 'either' },
  confirm: { from: ['requested', 'rescheduled'], to: 'confirmed', by: 'staff' },
  complete: { from: ['confirmed', 'rescheduled'], to: 'completed', by: 'staff', afterStart: true },
  no_show: { from: ['confirmed', 'rescheduled'], to: 'no_show', by: 'staff', afterStart: true },
};

/** Why the move is not allowed, or null when it is. */
export function moveError(
  action: VisitAction,
  status: VisitStatus,
  actor: 'visitor' | 'staff',
  scheduled: Date,
  now = new Date(),
): HttpError | null {
  const m = MOVES[action];
  if (m.by !== 'either' && m.by !== actor) return new HttpError('VISIT_AGENT_ONLY');
  if (!m.from.includes(status)) {
    return (OPEN_VISIT_STATUSES as readonly VisitStatus[]).includes(status)
      ? new HttpError('VISIT_STATE', { params: { status, action } })
      : new HttpError('VISIT_ALREADY', { params: { status } });
  }
  if (m.afterStart && scheduled > now) return new HttpError('VISIT_NOT_YET');
  if (!m.afterStart && action !== 'cancel' && scheduled <= now) return new HttpError('VISIT_PAST');
  return null;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: VISIT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Why this time cannot be booked for a listing open to visits from startHour to endHour (India time), or null. */
export function slotError(
  at: Date,
  hours: { start: number; end: number },
  now = new Date(),
): { code: FieldErrorCode; params?: ErrorParams } | null {
  if (Number.isNaN(at.getTime())) return { code: 'VISIT_TIME_INVALID' };
  if (at.getTime() < now.getTime() + VISIT_MIN_LEAD_MINUTES * 60_000) return { code: 'VISIT_TOO_SOON' };
  if (at.getTime() > now.getTime() + VISIT_MAX_DAYS_AHEAD * 86_400_000)
    return { code: 'VISIT_TOO_FAR', params: { days: VISIT_MAX_DAYS_AHEAD } };
  const [h, m] = clock.format(at).split(':').map(Number) as [number, number];
  const minutes = h * 60 + m;
  if (minutes < hours.start * 60 || minutes >= hours.end * 60) {
    return { code: 'VISIT_OUTSIDE_HOURS', params: { start: hh(hours.start), end: hh(hours.end) } };
  }
  return null;
}

/** A listing's visiting hours (India time, whole hours) and days of the week (0 Sunday). */
export interface VisitingHours {
  start: number;
  end: number;
  days: readonly number[];
}

// India keeps one offset all year (no daylight saving), so its calendar is UTC moved by 5:30.
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const SLOT_MS = VISIT_SLOT_MINUTES * 60_000;
/** Midnight in India of the day `at` falls on, as an instant. */
const indiaMidnight = (at: number) => Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
const indiaWeekday = (midnight: number) => new Date(midnight + IST_OFFSET_MS).getUTCDay();
const indiaDate = (midnight: number) => new Date(midnight + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Why this time is not one of the slots a seeker is offered: the rules of slotError, then a day
 * the listing takes visits on and the start of a slot (every VISIT_SLOT_MINUTES from the opening hour).
 */
export function offeredSlotError(
  at: Date,
  hours: VisitingHours,
  now = new Date(),
): { code: FieldErrorCode; params?: ErrorParams } | null {
  const why = slotError(at, hours, now);
  if (why) return why;
  const midnight = indiaMidnight(at.getTime());
  const sinceOpening = at.getTime() - midnight - hours.start * 3_600_000;
  if (!hours.days.includes(indiaWeekday(midnight)) || sinceOpening % SLOT_MS !== 0) return { code: 'VISIT_NOT_A_SLOT' };
  return null;
}

/**
 * The slots offered for the next VISIT_SLOT_DAYS days (today in India first): each day the
 * listing takes visits, every slot in its hours that is bookable now (slotError) and does not
 * start within a busy slot (the listing's own visits and its agent's, `busy`).
 */
export function freeSlots(hours: VisitingHours, busy: readonly Date[], now = new Date()): VisitSlots['days'] {
  const taken = new Set(busy.map((b) => Math.floor(b.getTime() / SLOT_MS)));
  const today = indiaMidnight(now.getTime());
  return Array.from({ length: VISIT_SLOT_DAYS }, (_, i) => {
    const midnight = today + i * DAY_MS;
    const weekday = indiaWeekday(midnight);
    const open = hours.days.includes(weekday);
    const slots: VisitSlots['days'][number]['slots'] = [];
    for (let t = midnight + hours.start * 3_600_000; open && t < midnight + hours.end * 3_600_000; t += SLOT_MS) {
      const at = new Date(t);
      if (taken.has(Math.floor(t / SLOT_MS)) || slotError(at, hours, now)) continue;
      slots.push({ at: at.toISOString(), time: clock.format(at) });
    }
    return { date: indiaDate(midnight), weekday, slots };
  });
}

/** Why a listing in a project closed to contact takes no visits (projects/repository.ts). */
export const projectClosedCode = (closed: keyof typeof PROJECT_CLOSED_VISIT_CODES) =>
  PROJECT_CLOSED_VISIT_CODES[closed];
