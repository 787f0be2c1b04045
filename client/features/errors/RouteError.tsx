// A route that failed to load: offline (or the server out of reach) says so and retries by itself once
// the connection is back; any other error offers Try again and a way home.
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { Button } from '../../ui/Button';

export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_TEXT = 'Your phone is offline. This page loads again by itself as soon as the connection is back.';
/** While the browser says it is online but the server cannot be reached, try again this often. */
const RETRY_MS = 5_000;

/** A fetch that never reached the server (the page's data or its code). */
const isNetworkError = (error: unknown) =>
  !navigator.onLine || (error instanceof Error && /Failed to fetch|NetworkError|Load failed|network/i.test(error.message));

export function RouteError() {
  const error = useRouteError() as Error | undefined;
  const offline = isNetworkError(error);
  useEffect(() => {
    if (!offline) return;
    // Reload once the server answers: the phone saying it is online again (or, online but out of
    // reach, every RETRY_MS) is not yet a network the page's code and data can cross.
    const retry = () => fetch('/healthz', { cache: 'no-store' }).then((r) => r.ok && window.location.reload(), () => {});
    window.addEventListener('online', retry);
    const timer = setInterval(() => navigator.onLine && retry(), RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [offline]);

  if (offline) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center" aria-live="polite">
        <WifiOff className="size-10 text-slate-400" aria-hidden />
        <h1 className="text-2xl font-bold">{OFFLINE_TITLE}</h1>
        <p className="text-slate-600">{OFFLINE_TEXT}</p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600">{error?.message ?? 'An unexpected error occurred.'}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button variant="secondary" asChild>
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </main>
  );
}
