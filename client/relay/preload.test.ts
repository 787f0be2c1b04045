// The app's first render waits, within a bound, for the first page's answers (main.tsx): `answered`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import query, { type ProtectedRouteQuery } from '../features/account/__generated__/ProtectedRouteQuery.graphql';
import { getEnvironment, resetEnvironment } from './environment';
import { answered, preload, releaseUnused } from './preload';

const VIEWER = {
  viewer: {
    id: 'VXNlcjox',
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@example.com',
    phone: null,
    isAdmin: false,
    onboardingCompleted: true,
    paymentVerified: true,
    currentProgramDay: 3,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
};

/** Each fetch waits until the test answers it. */
let answers: ((body: string) => void)[] = [];
let fetches = 0;
beforeEach(() => {
  vi.useFakeTimers();
  resetEnvironment();
  answers = [];
  fetches = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      fetches += 1;
      return new Promise<Response>((resolve) => answers.push((body) => resolve(new Response(body))));
    }),
  );
});
afterEach(() => {
  releaseUnused([]);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Resolves to the time `promise` settled at, in fake milliseconds from now, or null if it has not by `untilMs`. */
async function settledAt(promise: Promise<void>, untilMs: number) {
  let at: number | null = null;
  const start = Date.now();
  void promise.then(() => {
    at = Date.now() - start;
  });
  for (let t = 0; t < untilMs && at === null; t += 10) await vi.advanceTimersByTimeAsync(10);
  return at;
}

describe('answered', () => {
  it('waits for the queries the store cannot answer, and no longer once they have their answer', async () => {
    const ref = preload<ProtectedRouteQuery>(query, {});
    const waiting = answered([{ page: ref }, null], 1000);
    expect(await settledAt(waiting, 50)).toBeNull();
    answers[0](JSON.stringify({ data: VIEWER }));
    const at = await settledAt(waiting, 1000);
    expect(at).not.toBeNull();
    expect(at).toBeLessThan(100);
    // The data is in the store: the page is drawn with it, without suspending.
    expect(getEnvironment().getStore().getSource().get('VXNlcjox')?.firstName).toBe('Alex');
    // Waiting asked the network nothing more.
    expect(fetches).toBe(1);
  });

  it('ends on an error as on an answer (the page shows its error)', async () => {
    const ref = preload<ProtectedRouteQuery>(query, {});
    const waiting = answered([ref], 1000);
    answers[0]('not json');
    expect(await settledAt(waiting, 1000)).toBeLessThan(100);
  });

  it('waits no longer than its bound when the answer is slow', async () => {
    const ref = preload<ProtectedRouteQuery>(query, {});
    expect(await settledAt(answered([ref], 250), 1000)).toBe(250);
  });

  it('does not wait when the store already holds the data (the owner’s stored data, an earlier page)', async () => {
    const first = preload<ProtectedRouteQuery>(query, {});
    answers[0](JSON.stringify({ data: VIEWER }));
    await settledAt(answered([first], 1000), 1000);
    // Shown from the store at once and fetched again beside it (preload's store-and-network).
    const again = preload<ProtectedRouteQuery>(query, {});
    expect(fetches).toBe(2);
    expect(await settledAt(answered([again], 1000), 1000)).toBe(0);
  });
});
