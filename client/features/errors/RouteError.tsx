// A route that failed to load: offline (or the server out of reach) says so and retries by itself once
// the connection is back; any other error offers Try again and a way home.
import { WifiOff } from 'lucide-react';
import { Link, useRouteError } from 'react-router-dom';
import { isNetworkError } from '../../relay/environment';
import { Button } from '../../ui/Button';
import { OFFLINE_TEXT, OFFLINE_TITLE } from './offlineTexts';
import { useWhenServerAnswers } from './useWhenServerAnswers';


const reload = () => window.location.reload();

export function RouteError() {
  const error = useRouteError() as Error | undefined;
  const offline = isNetworkError(error);
  useWhenServerAnswers(offline, reload);

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
