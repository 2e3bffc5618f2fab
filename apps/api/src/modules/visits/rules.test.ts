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
    expect(slotError(new Date('2026-12-02T13:30:00Z'), hours, now)).toBe(
      'Visits to this property can be booked between 10:00 and 19:00 (India time)',
    );
    // 09:59 IST.
    expect(slotError(new Date('2026-12-02T04:29:00Z'), hours, now)).toMatch(/between 10:00 and 19:00/);
    // 10:00 IST expressed with its own offset is the same instant.
    expect(slotError(new Date('2026-12-02T10:00:00+05:30'), hours, now)).toBeNull();
  });

  it('needs an hour of notice and at most 90 days', () => {
    expect(slotError(new Date(now.getTime() + 30 * 60_000), hours, now)).toBe(
      'Please choose a time at least 1 hour from now',
    );
    expect(slotError(new Date(now.getTime() + 60 * 60_000), hours, now)).toBeNull();
    expect(slotError(new Date(now.getTime() + 91 * 86_400_000), hours, now)).toBe(
      'Visits can be booked up to 90 days ahead',
    );
  });

  it('shows times in India time', () => {
    expect(formatIndiaDateTime(new Date('2026-12-02T05:30:00Z'))).toMatch(/2 Dec 2026.*11:00/);
  });
});

describe('visit moves', () => {
  const future = new Date(now.getTime() + 86_400_000);
  const past = new Date(now.getTime() - 86_400_000);
  it('lets a visitor reschedule or cancel an open visit, not a closed one', () => {
    expect(moveError('reschedule', 'requested', 'visitor', future, now)).toBeNull();
    expect(moveError('cancel', 'confirmed', 'visitor', future, now)).toBeNull();
    expect(moveError('cancel', 'cancelled', 'visitor', future, now)).toBe('This visit is already cancelled');
    expect(moveError('reschedule', 'completed', 'visitor', future, now)).toBe('This visit is already completed');
    expect(moveError('reschedule', 'requested', 'visitor', past, now)).toBe('This visit has already taken place');
  });
  it('keeps confirming and closing visits for staff, and closing only after the time', () => {
    expect(moveError('confirm', 'requested', 'visitor', future, now)).toBe(
      'Only the agent handling this visit can do that',
    );
    expect(moveError('confirm', 'requested', 'staff', future, now)).toBeNull();
    expect(moveError('complete', 'confirmed', 'staff', future, now)).toBe('This visit has not taken place yet');
    expect(moveError('complete', 'confirmed', 'staff', past, now)).toBeNull();
    expect(moveError('no_show', 'requested', 'staff', past, now)).toBe(
      'A visit that is requested cannot be marked as a no-show',
    );
  });
});
