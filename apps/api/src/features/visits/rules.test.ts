import { describe, expect, it } from 'vitest';
import { formatIndiaDateTime } from '@aangan/contracts';
import { moveError, slotError } from './rules.ts';

const now = new Date('2026-12-01T04:30:00Z'); // 10:00 in India
const hours = { start: 10, end: 19 };

describe('visit times', () => {
  it('reads the hours in India time whatever the server zone', () => {
    // 11:00 IST is 05:30 UTC; 18:59 IST is 13:29 UTC; 19:00 IST is 13:30 UTC.
    expect(slotError(new Date('2026-12-02T05:30:00Z'), hours, now)).toBeNull();
    expect(slotError(new Date('2026-12-02T13:29:00Z'), hours, now)).toBeNull();
    const outside = { code: 'VISIT_OUTSIDE_HOURS', params: { start: '10:00', end: '19:00' } };
    expect(slotError(new Date('2026-12-02T13:30:00Z'), hours, now)).toEqual(outside);
    // 09:59 IST.
    expect(slotError(new Date('2026-12-02T04:29:00Z'), hours, now)).toEqual(outside);
    // 10:00 IST expressed with its own offset is the same instant.
    expect(slotError(new Date('2026-12-02T10:00:00+05:30'), hours, now)).toBeNull();
  });

  it('needs an hour of notice and at most 90 days', () => {
    expect(slotError(new Date(now.getTime() + 30 * 60_000), hours, now)).toEqual({ code: 'VISIT_TOO_SOON' });
    expect(slotError(new Date(now.getTime() + 60 * 60_000), hours, now)).toBeNull();
    expect(slotError(new Date(now.getTime() + 91 * 86_400_000), hours, now)).toEqual({
      code: 'VISIT_TOO_FAR',
      params: { days: 90 },
    });
    expect(slotError(new Date('not a time'), hours, now)).toEqual({ code: 'VISIT_TIME_INVALID' });
  });

  it('shows times in India time', () => {
    expect(formatIndiaDateTime(new Date('2026-12-02T05:30:00Z'))).toMatch(/2 Dec 2026.*11:00/);
  });
});

describe('visit moves', () => {
  // What a client receives: the status, the code and its English text.
  const refusal = (e: ReturnType<typeof moveError>) => e && [e.statusCode, e.code, e.message];
  const future = new Date(now.getTime() + 86_400_000);
  const past = new Date(now.getTime() - 86_400_000);
  it('lets a visitor reschedule or cancel an open visit, not a closed one', () => {
    expect(moveError('reschedule', 'requested', 'visitor', future, now)).toBeNull();
    expect(moveError('cancel', 'confirmed', 'visitor', future, now)).toBeNull();
    expect(refusal(moveError('cancel', 'cancelled', 'visitor', future, now))).toEqual([
      409,
      'VISIT_ALREADY',
      'This visit is already cancelled',
    ]);
    expect(refusal(moveError('reschedule', 'completed', 'visitor', future, now))).toEqual([
      409,
      'VISIT_ALREADY',
      'This visit is already completed',
    ]);
    expect(refusal(moveError('reschedule', 'requested', 'visitor', past, now))).toEqual([
      409,
      'VISIT_PAST',
      'This visit has already taken place',
    ]);
  });
  it('keeps confirming and closing visits for staff, and closing only after the time', () => {
    expect(refusal(moveError('confirm', 'requested', 'visitor', future, now))).toEqual([
      409,
      'VISIT_AGENT_ONLY',
      'Only the agent handling this visit can do that',
    ]);
    expect(moveError('confirm', 'requested', 'staff', future, now)).toBeNull();
    expect(refusal(moveError('complete', 'confirmed', 'staff', future, now))).toEqual([
      409,
      'VISIT_NOT_YET',
      'This visit has not taken place yet',
    ]);
    expect(moveError('complete', 'confirmed', 'staff', past, now)).toBeNull();
    expect(refusal(moveError('no_show', 'requested', 'staff', past, now))).toEqual([
      409,
      'VISIT_STATE',
      'A visit that is requested cannot be marked as a no-show',
    ]);
  });
});
