// Signed-in pages keep showing what the store holds (the owner's stored data) when the server cannot be
// reached; this bar says so, and fetches the page's data again by itself once the server answers.
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { serverUnreachable, subscribeToReachability } from '../../relay/environment';
import { refetchRouteQueries } from '../../relay/preload';
import { OFFLINE_NOTICE, OFFLINE_TITLE } from './offlineTexts';
import { useWhenServerAnswers } from './useWhenServerAnswers';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const unsubscribe = subscribeToReachability(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    unsubscribe();
  };
}
const isOffline = () => !navigator.onLine || serverUnreachable();

export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  // Back online: the page's queries go out again; the first answer hides the bar.
  useWhenServerAnswers(offline, refetchRouteQueries);
  if (!offline) return null;
  return (
    <div role="status" className="sticky top-0 z-30 flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 lg:ml-60">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">{OFFLINE_TITLE}.</strong> {OFFLINE_NOTICE}
      </p>
    </div>
  );
}
