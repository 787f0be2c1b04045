// Transforming a subscription's event stream without an async generator: return() on a generator
// that is waiting for its next event is queued until that event arrives (for a filter, until an event
// passes it), so a client that goes away would keep its stream, and its slot, open. These iterators
// pass return() on to their source at once.

/**
 * The source's events through `step`: its value is delivered, null skips the event. return() and
 * throw() end the source at once.
 */
export function transformEvents<T, U>(source: AsyncIterator<T>, step: (event: T) => Promise<{ value: U } | null>): AsyncIterableIterator<U> {
  const end = async (): Promise<IteratorReturnResult<undefined>> => {
    await source.return?.();
    return { done: true, value: undefined };
  };
  return endingIterator(async () => {
    for (;;) {
      const event = await source.next();
      if (event.done) return { done: true, value: undefined };
      const out = await step(event.value);
      if (out) return { done: false, value: out.value };
    }
  }, end);
}

/** An async iterator of `next`, whose return() and throw() call `end` at once. */
export function endingIterator<T>(
  next: () => Promise<IteratorResult<T, undefined>>,
  end: () => Promise<IteratorReturnResult<undefined>>,
): AsyncIterableIterator<T> {
  return {
    next,
    return: end,
    async throw(error) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** The source's events that `keep` lets through. */
export const filterEvents = <T>(source: AsyncIterator<T>, keep: (event: T) => Promise<boolean>) =>
  transformEvents(source, async (event) => ((await keep(event)) ? { value: event } : null));

/** Each of the source's events mapped by `map`. */
export const mapEvents = <T, U>(source: AsyncIterator<T>, map: (event: T) => Promise<U>) =>
  transformEvents(source, async (event) => ({ value: await map(event) }));
