import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Keeps the customer connection's totalCount in step when a mutation adds or removes an edge. */
export function adjustTotalCount(store: RecordSourceSelectorProxy, connectionId: string, delta: number) {
  const connection = store.get(connectionId);
  const count = connection?.getValue('totalCount');
  if (connection && typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
}
