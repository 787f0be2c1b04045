import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './dates.js';
import { addDays, conversationStreak, dayOfWeek, goalBadge, programDayOf, weekOf } from './program.js';

describe('program arithmetic', () => {
  it('maps program days to weeks and days of the week', () => {
    expect([1, 7, 8, 14, 29, 30].map((d) => [weekOf(d), dayOfWeek(d)])).toEqual([
      [1, 1], [1, 7], [2, 1], [2, 7], [5, 1], [5, 2],
    ]);
    expect(programDayOf(5, 2)).toBe(30);
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-11-21')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('2201-01-01')).toBe(false);
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('badges the daily goal of 2', () => {
    expect(goalBadge(0)).toBe('2 more needed');
    expect(goalBadge(1)).toBe('1 more needed');
    expect(goalBadge(2)).toBe('Goal Achieved!');
    expect(goalBadge(5)).toBe('Goal Achieved!');
  });
});

describe('conversation streak', () => {
  const today = '2026-11-21';
  it('counts consecutive goal days ending today', () => {
    expect(conversationStreak(['2026-11-19', '2026-11-20', '2026-11-21'], today)).toBe(3);
  });
  it('ends yesterday while today is not met yet', () => {
    expect(conversationStreak(['2026-11-19', '2026-11-20'], today)).toBe(2);
  });
  it('stops at a gap', () => {
    expect(conversationStreak(['2026-11-17', '2026-11-18', '2026-11-20', '2026-11-21'], today)).toBe(2);
  });
  it('is 0 when neither today nor yesterday met the goal', () => {
    expect(conversationStreak(['2026-11-18', '2026-11-19'], today)).toBe(0);
    expect(conversationStreak([], today)).toBe(0);
  });
  it('crosses month and year boundaries', () => {
    expect(conversationStreak(['2025-12-31', '2026-01-01'], '2026-01-01')).toBe(2);
  });
});
