// The rules of a site visit, free of I/O so they can be tested alone: which moves each status
// allows and to whom, and which times can be booked.
import {
  OPEN_VISIT_STATUSES,
  PROJECT_CLOSED_VISIT_CODES,
  type ErrorParams,
  type FieldErrorCode,
  VISIT_MAX_DAYS_AHEAD,
  VISIT_MIN_LEAD_MINUTES,
  VISIT_TIME_ZONE,
  type VisitStatus,
} from '@aangan/contracts';
import { HttpError } from '../../plugins/errors.ts';

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

/** Why a listing in a project closed to contact takes no visits (projects/repository.ts). */
export const projectClosedCode = (closed: keyof typeof PROJECT_CLOSED_VISIT_CODES) =>
  PROJECT_CLOSED_VISIT_CODES[closed];
