// Subscribers of one document and variables share one operation (environment.ts's shareOperations).
import { Observable, type RequestParameters, type SubscribeFunction } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import ownerUpdates from '../features/live/__generated__/useOwnerUpdatesSubscription.graphql';
import { HOLD, shareOperations } from './environment';

/** A stand-in for the stream: counts the operations it runs and lets the test push to them. */
function fakeStream() {
  const running: { variables: object; sink: { next: (v: never) => void; error: (e: Error) => void }; ended: boolean }[] = [];
  const subscribe: SubscribeFunction = (_operation, variables) =>
    Observable.create((sink) => {
      const op = { variables, sink: sink as never, ended: false };
      running.push(op);
      return () => {
        op.ended = true;
      };
    });
  return { running, subscribe };
}

const params = ownerUpdates.params as RequestParameters;

describe('shareOperations', () => {
  it('runs one operation for subscribers of the same document and variables, until the last leaves', () => {
    const stream = fakeStream();
    const shared = shareOperations(stream.subscribe);
    const a: unknown[] = [];
    const b: unknown[] = [];
    const first = (shared(params, {}, {}) as Observable<unknown>).subscribe({ next: (v) => a.push(v) });
    const second = (shared(params, {}, {}) as Observable<unknown>).subscribe({ next: (v) => b.push(v) });
    expect(stream.running).toHaveLength(1);
    stream.running[0].sink.next({ data: { n: 1 } } as never);
    expect(a).toEqual([{ data: { n: 1 } }]);
    expect(b).toEqual([{ data: { n: 1 } }]);

    first.unsubscribe();
    expect(stream.running[0].ended).toBe(false);
    stream.running[0].sink.next({ data: { n: 2 } } as never);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(2);
    second.unsubscribe();
    expect(stream.running[0].ended).toBe(true);

    // The next subscriber starts a new operation.
    (shared(params, {}, {}) as Observable<unknown>).subscribe({});
    expect(stream.running).toHaveLength(2);
  });

  it('runs other variables apart, and passes an error to every subscriber', () => {
    const stream = fakeStream();
    const shared = shareOperations(stream.subscribe);
    const errors: string[] = [];
    (shared(params, { id: '1' }, {}) as Observable<unknown>).subscribe({ error: (e: Error) => errors.push(`a ${e.message}`) });
    (shared(params, { id: '1' }, {}) as Observable<unknown>).subscribe({ error: (e: Error) => errors.push(`b ${e.message}`) });
    (shared(params, { id: '2' }, {}) as Observable<unknown>).subscribe({ error: (e: Error) => errors.push(`c ${e.message}`) });
    expect(stream.running.map((op) => op.variables)).toEqual([{ id: '1' }, { id: '2' }]);
    stream.running[0].sink.error(new Error('gone'));
    expect(errors).toEqual(['a gone', 'b gone']);
    // After the error the operation is no longer shared: a new subscriber starts another.
    (shared(params, { id: '1' }, {}) as Observable<unknown>).subscribe({});
    expect(stream.running).toHaveLength(3);
  });

  it("keeps what comes while only a route's hold listens for the page's subscribers that join together, and nothing once the page listens", async () => {
    const stream = fakeStream();
    const shared = shareOperations(stream.subscribe);
    const hold = (shared(params, {}, { metadata: { [HOLD]: true } }) as Observable<unknown>).subscribe({});
    stream.running[0].sink.next({ data: { n: 1 } } as never);
    // The page's components (the requests badge, the Support icon) join in one task: each is given what was kept.
    const page: unknown[] = [];
    const icon: unknown[] = [];
    const joined = (shared(params, {}, {}) as Observable<unknown>).subscribe({ next: (v) => page.push(v) });
    const iconJoined = (shared(params, {}, {}) as Observable<unknown>).subscribe({ next: (v) => icon.push(v) });
    expect(stream.running).toHaveLength(1);
    expect(page).toEqual([{ data: { n: 1 } }]);
    expect(icon).toEqual([{ data: { n: 1 } }]);
    stream.running[0].sink.next({ data: { n: 2 } } as never);
    expect(page).toEqual([{ data: { n: 1 } }, { data: { n: 2 } }]);
    iconJoined.unsubscribe();
    // A subscriber joining later, while the page listens, gets what comes from then on only.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const later: unknown[] = [];
    const second = (shared(params, {}, {}) as Observable<unknown>).subscribe({ next: (v) => later.push(v) });
    expect(later).toEqual([]);

    // The pages leave while the hold is still on: what comes meanwhile is kept for the next page.
    joined.unsubscribe();
    second.unsubscribe();
    stream.running[0].sink.next({ data: { n: 3 } } as never);
    const next: unknown[] = [];
    (shared(params, {}, {}) as Observable<unknown>).subscribe({ next: (v) => next.push(v) });
    expect(next).toEqual([{ data: { n: 3 } }]);
    expect(stream.running).toHaveLength(1);
    hold.unsubscribe();
    expect(stream.running[0].ended).toBe(false);
  });
});

