// The availability form's logic: the values it starts from, its checks (the server's messages) and the
// input it saves, and where a server field error is shown.
import { describe, expect, it } from 'vitest';
import { BAD_INTERVAL, OVERLAPPING_INTERVALS, UNKNOWN_TIME_ZONE, availabilitySchema } from '../../../common/availability';
import { type AvailabilityValues, REQUIRED_NUMBER, WHOLE_NUMBER, availabilityFormSchema, formPathOf, nextInterval, valuesOf } from './availabilityForm';

const server = {
  timeZone: 'America/Chicago',
  weeklyHours: { mon: [{ start: '09:00', end: '18:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  timeOff: [
    { from: '2026-12-24', to: '2026-12-26', intervals: null },
    { from: '2026-12-31', to: '2026-12-31', intervals: [{ start: '08:00', end: '12:00' }] },
  ],
  bookingMode: 'request',
  minNoticeHours: 12,
  horizonDays: 60,
  arrivalWindowMinutes: 120,
  slotStepMinutes: 30,
  maxJobsPerDay: null,
  bufferMinutes: 15,
  travelSpeedMph: 35,
  changeCutoffHours: 24,
  freeCancellationHours: 24,
};
const values = (over: Partial<AvailabilityValues> = {}): AvailabilityValues => ({ ...valuesOf(server), ...over });
const issues = (v: AvailabilityValues) => {
  const r = availabilityFormSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('availability form', () => {
  it('round-trips what the server answers into the input it saves, which the server accepts', () => {
    const out = availabilityFormSchema.parse(values());
    expect(out).toEqual({ ...server, bookingMode: 'request' });
    expect(availabilitySchema.safeParse(out).success).toBe(true);
  });

  it('sorts a day, turns numbers from text, an empty daily maximum into no cap, an empty "to" into the same day', () => {
    const v = values({
      weeklyHours: { ...values().weeklyHours, mon: [{ start: '13:00', end: '17:00' }, { start: '08:00', end: '12:00' }] },
      timeOff: [{ from: '2026-12-24', to: '', ownHours: false, intervals: [] }],
      maxJobsPerDay: ' 4 ',
      arrivalWindowMinutes: '0',
    });
    const out = availabilityFormSchema.parse(v);
    expect(out.weeklyHours.mon).toEqual([{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }]);
    expect(out.timeOff).toEqual([{ from: '2026-12-24', to: '2026-12-24', intervals: null }]);
    expect([out.maxJobsPerDay, out.arrivalWindowMinutes]).toEqual([4, 0]);
    expect(availabilityFormSchema.parse(values({ maxJobsPerDay: '' })).maxJobsPerDay).toBeNull();
  });

  it("refuses what the server refuses, with the server's messages at the field", () => {
    const monday = [{ start: '08:00', end: '12:00' }, { start: '11:00', end: '14:00' }];
    expect(issues(values({ weeklyHours: { ...values().weeklyHours, mon: monday } }))).toEqual([['weeklyHours.mon', OVERLAPPING_INTERVALS]]);
    expect(issues(values({ weeklyHours: { ...values().weeklyHours, tue: [{ start: '12:00', end: '08:00' }] } }))).toEqual([['weeklyHours.tue.0', BAD_INTERVAL]]);
    expect(issues(values({ timeZone: 'Mars/Olympus' }))).toEqual([['timeZone', UNKNOWN_TIME_ZONE]]);
    expect(issues(values({ bufferMinutes: '-5' }))).toEqual([['bufferMinutes', 'Must not be negative']]);
    expect(issues(values({ slotStepMinutes: '2' }))).toEqual([['slotStepMinutes', 'At least 5']]);
    expect(issues(values({ horizonDays: '1.5' }))).toEqual([['horizonDays', WHOLE_NUMBER]]);
    expect(issues(values({ travelSpeedMph: 'fast' }))).toEqual([['travelSpeedMph', WHOLE_NUMBER]]);
    expect(issues(values({ minNoticeHours: '' }))).toEqual([['minNoticeHours', REQUIRED_NUMBER]]);
    expect(issues(values({ timeOff: [{ from: '2026-12-24', to: '2026-12-20', ownHours: false, intervals: [] }] }))).toEqual([
      ['timeOff.0.to', 'The end of time off must not be before its start'],
    ]);
    // The same messages as the server gives for the same values.
    const bad = availabilitySchema.safeParse({ weeklyHours: { mon: monday }, bufferMinutes: -5 });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message).sort()).toEqual(['Must not be negative', OVERLAPPING_INTERVALS].sort());
  });

  it('puts a server field error beside its field, a list error at the list', () => {
    expect(formPathOf('weeklyHours.mon')).toBe('weeklyHours.mon.root');
    expect(formPathOf('weeklyHours.mon.1')).toBe('weeklyHours.mon.1');
    expect(formPathOf('weeklyHours.mon.1.start')).toBe('weeklyHours.mon.1');
    expect(formPathOf('timeOff.2.intervals')).toBe('timeOff.2.intervals.root');
    expect(formPathOf('timeOff.2.to')).toBe('timeOff.2.to');
    expect(formPathOf('timeZone')).toBe('timeZone');
    expect(formPathOf('bufferMinutes')).toBe('bufferMinutes');
    expect(formPathOf('somethingElse')).toBeNull();
  });

  it('proposes 9–5 on a closed day and the hour after the last interval otherwise', () => {
    expect(nextInterval([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextInterval([{ start: '08:00', end: '12:00' }])).toEqual({ start: '12:00', end: '13:00' });
    expect(nextInterval([{ start: '20:00', end: '23:30' }])).toEqual({ start: '23:30', end: '23:59' });
  });
});
