// Waits for the server to answer again: the phone saying it is online again (or, online but out of
// reach, every RETRY_MS) is not yet a network the page's code and data can cross, so /healthz is asked.
import { useEffect } from 'react';

/** While the browser says it is online but the server cannot be reached, ask this often. */
const RETRY_MS = 5_000;

/** While `waiting`, calls `then` once the server answers. */
export function useWhenServerAnswers(waiting: boolean, then: () => void) {
  useEffect(() => {
    if (!waiting) return;
    const retry = () => fetch('/healthz', { cache: 'no-store' }).then((r) => r.ok && then(), () => {});
    window.addEventListener('online', retry);
    const timer = setInterval(() => navigator.onLine && retry(), RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [waiting, then]);
}
