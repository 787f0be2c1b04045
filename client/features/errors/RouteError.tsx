import { Link, useRouteError } from 'react-router-dom';
import { Button } from '../../ui/Button';

export function RouteError() {
  const error = useRouteError() as Error | undefined;
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
