import { describe, expect, it } from 'vitest';
import { unfinishedJobsTitle } from './schedule';

describe('unfinishedJobsTitle', () => {
  it('says how many and from when, truthfully: yesterday, the last week, or only "past" when older', () => {
    expect(unfinishedJobsTitle(1, 1)).toBe('1 job from yesterday is not marked done');
    expect(unfinishedJobsTitle(2, 1)).toBe('2 jobs from yesterday are not marked done');
    expect(unfinishedJobsTitle(1, 3)).toBe('1 job from last week is not marked done');
    expect(unfinishedJobsTitle(2, 7)).toBe('2 jobs from last week are not marked done');
    expect(unfinishedJobsTitle(3, 8)).toBe('3 past jobs are not marked done');
    expect(unfinishedJobsTitle(1, 40)).toBe('1 past job is not marked done');
  });
});
