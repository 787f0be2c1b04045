import { describe, expect, it } from 'vitest';
import { createJobEvents, type JobEventContext } from './job-events.js';

const tx = {} as never;
const ctx = {} as JobEventContext;

describe('the job events', () => {
  it('runs each listener of the event type, in the order wired, and no other', async () => {
    const events = createJobEvents();
    const heard: string[] = [];
    events.on(['job.cancelled', 'job.moved'], async (_tx, e) => void heard.push(`deposits ${e.type}`));
    events.on(['job.cancelled'], async (_tx, e) => void heard.push(`messages ${e.type} ${e.jobId}`));
    events.on(['job.completed'], async () => void heard.push('thanks'));
    await events.emit(tx, ctx, { type: 'job.cancelled', jobId: 'j1' });
    await events.emit(tx, ctx, { type: 'job.moved', jobId: 'j2', before: null });
    expect(heard).toEqual(['deposits job.cancelled', 'messages job.cancelled j1', 'deposits job.moved']);
  });

  it("a listener's refusal reaches the writer (whose transaction then rolls back) and stops the later ones", async () => {
    const events = createJobEvents();
    const heard: string[] = [];
    events.on(['job.cancelled'], async () => {
      throw new Error('refund refused');
    });
    events.on(['job.cancelled'], async () => void heard.push('messages'));
    await expect(events.emit(tx, ctx, { type: 'job.cancelled', jobId: 'j1' })).rejects.toThrow('refund refused');
    expect(heard).toEqual([]);
  });
});
