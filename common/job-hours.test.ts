// New job's default start and the outside-hours warning (#47.13): the rules on the business's wall clock.
import { describe, expect, it } from 'vitest';
import { defaultJobStart, type Hours, instantOf, outsideHours, outsideHoursMessage, wallClock } from './job-hours.js';

const nine = [{ start: '09:00', end: '17:00' }];
// 2026-03-02 is a Monday.
const hours: Hours = {
  weeklyHours: { mon: nine, tue: nine, wed: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }], thu: nine, fri: nine, sat: [], sun: [] },
  timeOff: [],
};
const warning = (h: Hours, when: { date: string; minutes: number }) => {
  const o = outsideHours(h, when);
  return o && outsideHoursMessage(o);
};
const at = (date: string, hhmm: string) => ({ date, minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) });

describe("New job's default start", () => {
  it("is today's next half hour while today is open, and at least its opening", () => {
    expect(defaultJobStart(hours, at('2026-03-02', '10:07'))).toEqual(at('2026-03-02', '10:30'));
    expect(defaultJobStart(hours, at('2026-03-02', '10:00'))).toEqual(at('2026-03-02', '10:30'));
    expect(defaultJobStart(hours, at('2026-03-02', '06:15'))).toEqual(at('2026-03-02', '09:00'));
    // Within a break: the next interval's opening.
    expect(defaultJobStart(hours, at('2026-03-04', '12:10'))).toEqual(at('2026-03-04', '13:00'));
  });

  it('is the next open day at its opening once today has closed or is closed, never a closed day', () => {
    expect(defaultJobStart(hours, at('2026-03-02', '16:40'))).toEqual(at('2026-03-03', '09:00'));
    // Friday evening: Saturday and Sunday are closed.
    expect(defaultJobStart(hours, at('2026-03-06', '18:00'))).toEqual(at('2026-03-09', '09:00'));
    expect(defaultJobStart(hours, at('2026-03-07', '08:00'))).toEqual(at('2026-03-09', '09:00'));
  });

  it('skips time off, and takes its hours on a day it gives some', () => {
    const off: Hours = { ...hours, timeOff: [{ from: '2026-03-09', to: '2026-03-10', intervals: null }, { from: '2026-03-11', to: '2026-03-11', intervals: [{ start: '14:00', end: '16:00' }] }] };
    expect(defaultJobStart(off, at('2026-03-06', '18:00'))).toEqual(at('2026-03-11', '14:00'));
  });

  it('is null when no day is open', () => {
    const closed: Hours = { weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }, timeOff: [] };
    expect(defaultJobStart(closed, at('2026-03-02', '10:00'))).toBeNull();
  });
});

describe('a job outside the hours', () => {
  it('says which: a closed day, a day off, before opening, after closing, a break', () => {
    const off: Hours = { ...hours, timeOff: [{ from: '2026-03-03', to: '2026-03-03', intervals: null }] };
    expect(warning(hours, at('2026-03-08', '10:00'))).toBe('Sunday is outside your hours (closed). Book it anyway?');
    expect(warning(off, at('2026-03-03', '10:00'))).toBe('Tue, Mar 3 is outside your hours (day off). Book it anyway?');
    expect(warning(hours, at('2026-03-02', '07:30'))).toBe(
      '7:30 AM on Monday is outside your hours (before opening at 9:00 AM). Book it anyway?',
    );
    expect(warning(hours, at('2026-03-02', '17:00'))).toBe(
      '5:00 PM on Monday is outside your hours (after closing at 5:00 PM). Book it anyway?',
    );
    expect(warning(hours, at('2026-03-04', '12:30'))).toBe(
      '12:30 PM on Wednesday is outside your hours (closed from 12:00 PM to 1:00 PM). Book it anyway?',
    );
  });

  it('is nothing within the hours, from opening to just before closing', () => {
    expect(outsideHours(hours, at('2026-03-02', '09:00'))).toBeNull();
    expect(outsideHours(hours, at('2026-03-02', '16:59'))).toBeNull();
    expect(outsideHours(hours, at('2026-03-04', '13:00'))).toBeNull();
  });
});

describe("the business's wall clock", () => {
  it('reads an instant in the zone and back, across DST', () => {
    expect(wallClock(new Date('2026-01-15T15:00:00Z'), 'America/Chicago')).toEqual(at('2026-01-15', '09:00'));
    expect(wallClock(new Date('2026-07-15T15:00:00Z'), 'America/Chicago')).toEqual(at('2026-07-15', '10:00'));
    expect(instantOf(at('2026-01-15', '09:00'), 'America/Chicago').toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(instantOf(at('2026-07-15', '09:00'), 'America/Chicago').toISOString()).toBe('2026-07-15T14:00:00.000Z');
    expect(instantOf(at('2026-03-08', '09:00'), 'America/Chicago').toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });
});
