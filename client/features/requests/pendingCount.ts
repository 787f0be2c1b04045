// The viewer's count of pending booking requests (the Requests badge), moved by the store updaters
// that add a request (live) or settle one (accept, decline); never below 0.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

export function adjustPendingCount(store: Pick<RecordSourceSelectorProxy, 'getRoot'>, delta: number) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const count = viewer?.getValue('pendingBookingRequestCount');
  if (viewer && typeof count === 'number') viewer.setValue(Math.max(0, count + delta), 'pendingBookingRequestCount');
}
