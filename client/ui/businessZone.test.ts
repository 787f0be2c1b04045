import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  businessZone,
  dateTimeInput,
  dayOf,
  daysBetween,
  forgetBusinessZones,
  formatTime,
  instantOfInput,
  isToday,
  knownBusinessZone,
  mondayOf,
  noonOf,
  rememberBusinessZone,
  startOfDay,
  today,
} from './businessZone';

const CHICAGO = 'America/Chicago';
/** 9:30 PM on Monday, Dec 7 in Chicago; already Tuesday in UTC (this machine's zone) and in Tokyo. */
const LATE_MONDAY = new Date('2026-12-08T03:30:00Z');

// The account the browser is signed in as (the account cookie).
const account = vi.hoisted(() => ({ current: null as string | null }));
vi.mock('../relay/account', () => ({ accountCookie: () => account.current }));
const signIn = (id: string) => {
  account.current = id;
};

afterEach(() => {
  forgetBusinessZones();
  vi.useRealTimers();
});

describe('the business day of an instant', () => {
  it('is the day on the business wall clock, not the browser one', () => {
    expect(dayOf(LATE_MONDAY, CHICAGO)).toBe('2026-12-07');
    expect(today(LATE_MONDAY, CHICAGO)).toBe('2026-12-07');
    expect(dayOf(LATE_MONDAY, 'Asia/Tokyo')).toBe('2026-12-08');
    expect(isToday('2026-12-07T15:00:00Z', LATE_MONDAY, CHICAGO)).toBe(true);
    expect(isToday('2026-12-08T15:00:00Z', LATE_MONDAY, CHICAGO)).toBe(false);
  });

  it('has its Monday, its midnight (across both daylight-saving changes) and its distance in days', () => {
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-14')).toBe('2026-12-14');
    expect(startOfDay('2026-12-07', CHICAGO).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(startOfDay('2026-03-08', CHICAGO).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfDay('2026-03-09', CHICAGO).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfDay('2026-11-01', CHICAGO).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfDay('2026-11-02', CHICAGO).toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(daysBetween('2026-11-30', '2026-12-07')).toBe(7);
  });

  it('begins after the gap where the clocks skip midnight (Santiago: 00:00 becomes 01:00 on Sept 6, 2026)', () => {
    const santiago = 'America/Santiago';
    // 04:00Z is 00:00 before the change (UTC−4) and 01:00 after it (UTC−3): Sept 6's first moment.
    expect(startOfDay('2026-09-06', santiago).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dayOf(startOfDay('2026-09-06', santiago), santiago)).toBe('2026-09-06');
    expect(startOfDay('2026-09-05', santiago).toISOString()).toBe('2026-09-05T04:00:00.000Z');
    expect(startOfDay('2026-09-07', santiago).toISOString()).toBe('2026-09-07T03:00:00.000Z');
  });

  it('shows its time on the business wall clock', () => {
    expect(formatTime(LATE_MONDAY, 'en-US', CHICAGO)).toBe('9:30 PM');
  });
});

describe('datetime-local values', () => {
  it('are the business wall clock, and come back to the same instant', () => {
    expect(dateTimeInput(LATE_MONDAY, CHICAGO)).toBe('2026-12-07T21:30');
    expect(instantOfInput('2026-12-07T21:30', CHICAGO).toISOString()).toBe(LATE_MONDAY.toISOString());
    expect(instantOfInput(dateTimeInput('2026-07-04T14:05:00Z', CHICAGO), CHICAGO).toISOString()).toBe('2026-07-04T14:05:00.000Z');
    expect(Number.isNaN(instantOfInput('2026-02-30T10:00', CHICAGO).getTime())).toBe(true);
    expect(noonOf('2026-12-07', CHICAGO).toISOString()).toBe('2026-12-07T18:00:00.000Z');
  });
});

describe('the zone of the signed-in account', () => {
  it('is the one remembered for the account, kept in the browser until sign-out', () => {
    signIn('acct-1');
    expect(knownBusinessZone()).toBeNull();
    expect(businessZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(rememberBusinessZone(CHICAGO)).toBe(true);
    expect(rememberBusinessZone(CHICAGO)).toBe(false);
    expect(localStorage.getItem('business-zone:acct-1')).toBe(CHICAGO);
    vi.useFakeTimers({ now: LATE_MONDAY });
    expect(today()).toBe('2026-12-07');
    expect(dateTimeInput(LATE_MONDAY)).toBe('2026-12-07T21:30');

    signIn('acct-2');
    expect(knownBusinessZone()).toBeNull();
    signIn('acct-1');
    expect(knownBusinessZone()).toBe(CHICAGO);

    forgetBusinessZones();
    expect(localStorage.getItem('business-zone:acct-1')).toBeNull();
    expect(knownBusinessZone()).toBeNull();
  });

  it("is never a zone this browser cannot use: one kept by mistake is forgotten, one the browser does not know is not kept", () => {
    signIn('acct-3');
    localStorage.setItem('business-zone:acct-3', 'America/Nowhere');
    expect(knownBusinessZone()).toBeNull();
    expect(localStorage.getItem('business-zone:acct-3')).toBeNull();
    expect(businessZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => today()).not.toThrow();
    expect(rememberBusinessZone('Mars/Olympus_Mons')).toBe(false);
    expect(knownBusinessZone()).toBeNull();
  });
});
