import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from './availability.js';
import { closedDateMessage, closedDaysOf, closedHint, daysOffLines } from './closed-days.js';

const open = [{ start: '09:00', end: '17:00' }];
const week: WeeklyHours = { mon: open, tue: open, wed: open, thu: open, fri: open, sat: [], sun: [] };

describe('closed days', () => {
  it('takes the weekdays without hours and whole days off from today on, clipped to today', () => {
    const closed = closedDaysOf(
      week,
      [
        { from: '2026-12-01', to: '2026-12-03', intervals: null },
        { from: '2026-12-06', to: '2026-12-08', intervals: null },
        { from: '2026-12-24', to: '2026-12-24', intervals: [] },
        { from: '2026-12-28', to: '2026-12-28', intervals: [{ start: '10:00', end: '12:00' }] },
      ],
      '2026-12-07',
    );
    expect(closed).toEqual({
      closedWeekdays: ['sat', 'sun'],
      daysOff: [{ from: '2026-12-07', to: '2026-12-08' }, { from: '2026-12-24', to: '2026-12-24' }],
      openDays: [{ from: '2026-12-28', to: '2026-12-28' }],
    });
    expect(daysOffLines(closed)).toEqual(['Mon, Dec 7 – Tue, Dec 8', 'Thu, Dec 24']);
    expect(closedHint(closed)).toBe("We're closed on Saturdays, Sundays, Mon, Dec 7 – Tue, Dec 8 and Thu, Dec 24.");
  });

  it('says why a date is closed, a day off before its weekday, and nothing for a working day', () => {
    const closed = { closedWeekdays: ['sun'] as const, daysOff: [{ from: '2026-12-13', to: '2026-12-13' }], openDays: [{ from: '2026-12-27', to: '2026-12-27' }] };
    expect(closedDateMessage(closed, '2026-12-13')).toBe("We're closed on Sun, Dec 13. Please choose another date.");
    expect(closedDateMessage(closed, '2026-12-20')).toBe("We're closed on Sundays. Please choose another date.");
    // A closed weekday the owner opened with other hours (time off with hours) is open.
    expect(closedDateMessage(closed, '2026-12-27')).toBeNull();
    expect(closedDateMessage(closed, '2026-12-14')).toBeNull();
    expect(closedHint({ closedWeekdays: [], daysOff: [], openDays: [] })).toBeUndefined();
    expect(closedHint({ closedWeekdays: ['sun'], daysOff: [], openDays: [] })).toBe("We're closed on Sundays.");
  });
});
