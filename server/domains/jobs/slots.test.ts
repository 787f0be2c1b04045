// The slot engine's rules, on fixed clocks: hours, time off, notice, horizon, step, arrival windows,
// the daily cap, buffers, existing jobs, travel, and both daylight-saving changes.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { weeklyFromLabels } from '../../../common/availability.js';
import { freeWindows, type Job, type Rules } from './slots.js';
import { driveMinutes } from '../../kernel/zips.js';

const CHICAGO_BASE = '60601';
const rules = (over: Partial<Rules> = {}): Rules => ({
  timeZone: 'America/Chicago',
  weeklyHours: weeklyFromLabels('9:00 AM - 6:00 PM', '9:00 AM - 5:00 PM'),
  timeOff: [],
  minNoticeHours: 12,
  horizonDays: 60,
  arrivalWindowMinutes: 120,
  slotStepMinutes: 30,
  maxJobsPerDay: null,
  bufferMinutes: 15,
  travelSpeedMph: 35,
  baseZip: CHICAGO_BASE,
  ...over,
});
const query = (from: string, to = from, over: Partial<{ durationMinutes: number; zip: string | null; now: Date }> = {}) => ({
  from,
  to,
  durationMinutes: 120,
  zip: null,
  now: new Date('2026-03-01T12:00:00Z'),
  ...over,
});
const starts = (days: ReturnType<typeof freeWindows>, k = 0) => days[k].windows.map((w) => w.start);
const job = (start: string, minutes = 120, zip: string | null = null): Job => ({
  start: new Date(start),
  end: new Date(new Date(start).getTime() + minutes * 60_000),
  zip,
});

describe('slot engine', () => {
  it('offers windows within the weekly hours, the job ending by closing time, with the zone offset', () => {
    // Tuesday 2026-03-03: 9:00 to 18:00 CST (-06:00); a 2 h job must end by 18:00, so the last start is 16:00.
    const [day] = freeWindows(rules(), [], query('2026-03-03'));
    expect(day.date).toBe('2026-03-03');
    expect(day.windows[0]).toMatchObject({ start: '2026-03-03T09:00:00-06:00', end: '2026-03-03T11:00:00-06:00', label: '9:00–11:00 AM' });
    expect(day.windows.at(-1)?.start).toBe('2026-03-03T16:00:00-06:00');
    expect(day.windows).toHaveLength(15);
    expect(day.windows.find((w) => w.start.includes('T11:00'))?.label).toBe('11:00 AM–1:00 PM');
  });

  it('offers 9:00 local on the Sundays of both daylight-saving changes (America/Chicago)', () => {
    // 2026-03-08 (CST → CDT) and 2026-11-01 (CDT → CST).
    const spring = freeWindows(rules(), [], query('2026-03-08', '2026-03-08', { now: new Date('2026-03-01T12:00:00Z') }));
    expect(starts(spring)[0]).toBe('2026-03-08T09:00:00-05:00');
    expect(starts(spring).at(-1)).toBe('2026-03-08T15:00:00-05:00');
    const fall = freeWindows(rules(), [], query('2026-11-01', '2026-11-01', { now: new Date('2026-10-20T12:00:00Z') }));
    expect(starts(fall)[0]).toBe('2026-11-01T09:00:00-06:00');
    // The day before each change is in the other offset.
    expect(starts(freeWindows(rules(), [], query('2026-03-07')))[0]).toBe('2026-03-07T09:00:00-06:00');
    expect(starts(freeWindows(rules(), [], query('2026-10-31', '2026-10-31', { now: new Date('2026-10-20T12:00:00Z') })))[0]).toBe(
      '2026-10-31T09:00:00-05:00',
    );
  });

  it('skips a wall-clock time that does not exist and offers the repeated hour once', () => {
    const night = rules({ weeklyHours: { ...rules().weeklyHours, sun: [{ start: '01:00', end: '04:00' }] }, bufferMinutes: 0 });
    const spring = starts(freeWindows(night, [], query('2026-03-08', '2026-03-08', { durationMinutes: 30 })));
    expect(spring.some((s) => s.includes('T02:'))).toBe(false);
    expect(spring).toContain('2026-03-08T03:00:00-05:00');
    const fall = starts(freeWindows(night, [], query('2026-11-01', '2026-11-01', { durationMinutes: 30, now: new Date('2026-10-20T12:00:00Z') })));
    expect(fall.filter((s) => s.includes('T01:00'))).toHaveLength(1);
  });

  it('puts every window on the local step grid, in zones that change at 2:00 and at midnight', { timeout: 30_000 }, () => {
    // The engine takes a shortcut on days without an offset change; every day of the months of the changes, in both kinds
    // of zone, its windows must be exactly the wall-clock times Temporal gives for the grid.
    const open = [{ start: '00:00', end: '24:00' }];
    const allDay = { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open };
    for (const timeZone of ['America/Chicago', 'America/Havana', 'America/Santiago']) {
      const r = rules({ timeZone, weeklyHours: allDay, minNoticeHours: 0, horizonDays: 400, slotStepMinutes: 60, bufferMinutes: 0, arrivalWindowMinutes: 0 });
      // January (no change anywhere) and the months of the changes: Chicago and Havana in March and
      // November, Santiago in April and September.
      for (const month of [1, 3, 4, 9, 11]) {
        const from = `2026-${String(month).padStart(2, '0')}-01`;
        const days = freeWindows(r, [], query(from, `2026-${String(month).padStart(2, '0')}-28`, { durationMinutes: 60, now: new Date('2025-12-31T00:00:00Z') }));
        for (const d of days) {
          const date = Temporal.PlainDate.from(d.date);
          const nextMidnight = date.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds;
          const expected: string[] = [];
          for (let h = 0; h < 24; h++) {
            const z = date.toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(h) });
            const text = z.toString({ timeZoneName: 'never', smallestUnit: 'second' });
            if (z.hour === h && z.epochMilliseconds + 3_600_000 <= nextMidnight && !expected.includes(text)) expected.push(text);
          }
          expect(d.windows.map((w) => w.start), `${timeZone} ${d.date}`).toEqual(expected);
        }
      }
    }
  });

  it('keeps the wall-clock hours on a day whose daylight-saving change is at midnight, spring and fall', () => {
    // Each zone's clocks jump from 0:00 to 1:00 (spring) or from 0:00 back to 23:00 the day before (fall):
    // the day's 9:00-17:00 windows are at 9:00 on the clock, and a two-hour job ends by 17:00.
    const nine = { start: '09:00', end: '17:00' };
    const week = { mon: [nine], tue: [nine], wed: [nine], thu: [nine], fri: [nine], sat: [nine], sun: [nine] };
    const cases = [
      { timeZone: 'America/Santiago', date: '2027-09-05', offset: '-03:00' },
      { timeZone: 'America/Santiago', date: '2027-04-04', offset: '-04:00' },
      { timeZone: 'America/Asuncion', date: '2024-10-06', offset: '-03:00' },
      { timeZone: 'America/Havana', date: '2027-03-14', offset: '-04:00' },
      { timeZone: 'Asia/Beirut', date: '2027-03-28', offset: '+03:00' },
      { timeZone: 'Asia/Beirut', date: '2027-10-31', offset: '+02:00' },
    ];
    for (const { timeZone, date, offset } of cases) {
      const r = rules({ timeZone, weeklyHours: week, minNoticeHours: 0, horizonDays: 2000, bufferMinutes: 0 });
      const got = starts(freeWindows(r, [], query(date, date, { now: new Date('2024-01-01T00:00:00Z') })));
      expect(got[0], `${timeZone} ${date}`).toBe(`${date}T09:00:00${offset}`);
      expect(got.at(-1), `${timeZone} ${date}`).toBe(`${date}T15:00:00${offset}`);
      expect(got, `${timeZone} ${date}`).toHaveLength(13);
    }
  });

  it('keeps the minimum notice and the horizon', () => {
    // now = Tue 2026-03-03 06:00 CST; 12 h notice → 18:00, so nothing today; tomorrow from 9:00.
    const now = new Date('2026-03-03T12:00:00Z');
    const days = freeWindows(rules(), [], query('2026-03-03', '2026-03-04', { now }));
    expect(days[0].windows).toEqual([]);
    expect(starts(days, 1)[0]).toBe('2026-03-04T09:00:00-06:00');
    const short = freeWindows(rules({ minNoticeHours: 4 }), [], query('2026-03-03', '2026-03-03', { now }));
    expect(starts(short)[0]).toBe('2026-03-03T10:00:00-06:00');
    const horizon = freeWindows(rules({ horizonDays: 2 }), [], query('2026-03-05', '2026-03-06', { now }));
    expect(horizon[0].windows.length).toBeGreaterThan(0);
    expect(horizon[1].windows).toEqual([]);
    expect(freeWindows(rules(), [], query('2026-03-02', '2026-03-02', { now }))[0].windows).toEqual([]);
  });

  it('closes days with no intervals and honours time off, whole days or with their own hours', () => {
    const closedSunday = rules({ weeklyHours: weeklyFromLabels('9:00 AM - 6:00 PM', 'Closed') });
    expect(freeWindows(closedSunday, [], query('2026-03-08'))[0].windows).toEqual([]);
    const off = rules({
      timeOff: [
        { from: '2026-03-10', to: '2026-03-11', intervals: null },
        { from: '2026-03-12', to: '2026-03-12', intervals: [{ start: '13:00', end: '15:00' }] },
      ],
    });
    const days = freeWindows(off, [], query('2026-03-09', '2026-03-12'));
    expect(days.map((d) => d.windows.length)).toEqual([15, 0, 0, 1]);
    expect(days[3].windows[0].start).toBe('2026-03-12T13:00:00-05:00');
  });

  it('steps by the slot step and offers exact times when the arrival window is 0', () => {
    const hourly = starts(freeWindows(rules({ slotStepMinutes: 60 }), [], query('2026-03-03')));
    expect(hourly).toHaveLength(8);
    const [w] = freeWindows(rules({ arrivalWindowMinutes: 0 }), [], query('2026-03-03'))[0].windows;
    expect(w).toMatchObject({ start: '2026-03-03T09:00:00-06:00', end: '2026-03-03T09:00:00-06:00', label: '9:00 AM' });
  });

  it('keeps the buffer after an existing job and before the next one', () => {
    // A job 12:00–14:00 CST; with a 2 h service and 15 min buffers, 9:00 (ends 11:00, +15 ≤ 12:00) fits,
    // 10:00 (ends 12:00) does not, 14:15 would but the step gives 14:30 first.
    const jobs = [job('2026-03-03T18:00:00Z')];
    const s = starts(freeWindows(rules(), jobs, query('2026-03-03')));
    expect(s).toContain('2026-03-03T09:30:00-06:00');
    expect(s).not.toContain('2026-03-03T10:00:00-06:00');
    expect(s).not.toContain('2026-03-03T14:00:00-06:00');
    expect(s).toContain('2026-03-03T14:30:00-06:00');
  });

  it('adds the drive between jobs and from the base for the first job of the day', () => {
    const far = '60540'; // Naperville, about 28 miles from the Loop
    const drive = driveMinutes(CHICAGO_BASE, far, 35);
    expect(drive).toBeGreaterThanOrEqual(55);
    expect(drive % 5).toBe(0);
    // First job of the day from the base: not before 9:00 + drive.
    const first = starts(freeWindows(rules(), [], query('2026-03-03', '2026-03-03', { zip: far })));
    expect(new Date(first[0]).getTime()).toBeGreaterThanOrEqual(new Date('2026-03-03T09:00:00-06:00').getTime() + drive * 60_000);
    // After a job at the base ending 11:00: 11:15 + drive at the earliest.
    const jobs = [job('2026-03-03T15:00:00Z', 120, CHICAGO_BASE)];
    const after = starts(freeWindows(rules(), jobs, query('2026-03-03', '2026-03-03', { zip: far })));
    const earliest = new Date('2026-03-03T11:15:00-06:00').getTime() + drive * 60_000;
    expect(after.every((s) => new Date(s).getTime() >= earliest)).toBe(true);
    // The same slots at the base's own ZIP start at 11:15 → 11:30 on the step.
    expect(starts(freeWindows(rules(), jobs, query('2026-03-03', '2026-03-03', { zip: CHICAGO_BASE })))[0]).toBe('2026-03-03T11:30:00-06:00');
  });

  it('leaves room to drive on to the next job', () => {
    const far = '60540';
    const drive = driveMinutes(CHICAGO_BASE, far, 35);
    const jobs = [job('2026-03-03T20:00:00Z', 60, CHICAGO_BASE)]; // 14:00 CST at the base
    const s = starts(freeWindows(rules({ baseZip: far }), jobs, query('2026-03-03', '2026-03-03', { zip: far })));
    const before = s.filter((x) => new Date(x).getTime() < new Date('2026-03-03T14:00:00-06:00').getTime());
    const latest = new Date('2026-03-03T14:00:00-06:00').getTime() - (120 + 15 + drive) * 60_000;
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((x) => new Date(x).getTime() <= latest)).toBe(true);
  });

  it('stops offering a day once it has the maximum number of jobs', () => {
    const jobs = [job('2026-03-03T15:00:00Z', 60), job('2026-03-03T22:00:00Z', 30)];
    expect(freeWindows(rules({ maxJobsPerDay: 2 }), jobs, query('2026-03-03'))[0].windows).toEqual([]);
    expect(freeWindows(rules({ maxJobsPerDay: 3 }), jobs, query('2026-03-03'))[0].windows.length).toBeGreaterThan(0);
    expect(freeWindows(rules({ maxJobsPerDay: 2 }), jobs, query('2026-03-04'))[0].windows.length).toBeGreaterThan(0);
  });
});
