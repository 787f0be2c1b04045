// Refetch what a page shows when live updates come back after a gap (see onLiveReconnect).
import { useCallback, useEffect, useState } from 'react';
import { onLiveReconnect } from './environment';

export function useRefetchOnReconnect(refetch: () => void) {
  useEffect(() => onLiveReconnect(refetch), [refetch]);
}

/** A fetchKey for useLazyLoadQuery (with store-and-network) that changes on every reconnection. */
export function useReconnectFetchKey() {
  const [fetchKey, setFetchKey] = useState(0);
  useRefetchOnReconnect(useCallback(() => setFetchKey((k) => k + 1), []));
  return fetchKey;
}
