import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetBusinessZones, rememberBusinessZone } from '../../ui/businessZone';
import { schedulePageVariables, scheduleRange, todayRange, weekStart } from './range';

vi.mock('../../relay/account', () => ({ accountCookie: () => 'range-test' }));

/** 9:30 PM on Monday, Dec 7 in Chicago; already Tuesday in UTC (this machine's zone). */
const LATE_MONDAY = new Date('2026-12-08T03:30:00Z');

beforeEach(() => {
  rememberBusinessZone('America/Chicago');
  vi.useFakeTimers({ now: LATE_MONDAY });
});
afterEach(() => {
  forgetBusinessZones();
  vi.useRealTimers();
});

describe("the schedule's days are the business's", () => {
  it("today is the business's today, from its midnight to the next", () => {
    expect(todayRange()).toEqual({ from: '2026-12-07T06:00:00.000Z', to: '2026-12-08T06:00:00.000Z' });
  });

  it('this week starts on the Monday of the business, and two weeks end on its Sunday', () => {
    expect(weekStart()).toBe('2026-12-07');
    expect(weekStart('2026-12-16')).toBe('2026-12-14');
    expect(weekStart('2026-02-30')).toBe('2026-12-07');
    expect(schedulePageVariables(null)).toEqual({
      from: '2026-12-07T06:00:00.000Z',
      to: '2026-12-21T06:00:00.000Z',
      fromDay: '2026-12-07',
      toDay: '2026-12-20',
    });
  });

  it('a window across the spring change of the clocks starts and ends at the business midnight', () => {
    expect(scheduleRange('2026-03-04')).toEqual({ from: '2026-03-02T06:00:00.000Z', to: '2026-03-16T05:00:00.000Z' });
  });
});
