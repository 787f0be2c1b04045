// Lists in the store that mutations keep in step with their payloads, so no list is refetched after
// a change: connections use @deleteEdge/@prependEdge (plus the totalCount here); plain lists on the
// root (Query.adminArticles…) have no such directives, so updaters do the same with these helpers.
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** Keeps a connection's totalCount in step when a mutation adds or removes an edge. */
export function adjustTotalCount(store: RecordSourceSelectorProxy, connectionId: string, delta: number) {
  const connection = store.get(connectionId);
  const count = connection?.getValue('totalCount');
  if (connection && typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
}

/** Takes a record out of a plain list on the root, as @deleteEdge does for a connection. */
export function removeFromRootList(store: RecordSourceSelectorProxy, field: string, id: string | null | undefined) {
  const root = store.getRoot();
  const list = root.getLinkedRecords(field);
  if (list && id) root.setLinkedRecords(list.filter((r) => r && r.getDataID() !== id), field);
}

/**
 * Puts a mutation's record into a plain list on the root: first (as @prependEdge does), or where
 * `order` sorts it (an edited record moves to its new place).
 */
export function addToRootList(store: RecordSourceSelectorProxy, field: string, record: RecordProxy | null | undefined, order?: (a: RecordProxy, b: RecordProxy) => number) {
  const root = store.getRoot();
  const list = root.getLinkedRecords(field);
  if (!record || !list) return;
  const next = [record, ...list.filter((r): r is RecordProxy => !!r && r.getDataID() !== record.getDataID())];
  root.setLinkedRecords(order ? next.sort(order) : next, field);
}

/** The record a mutation's success payload returns: `payloadRecord(store, 'createArticle', 'article')`. */
export const payloadRecord = (store: RecordSourceSelectorProxy, mutation: string, field: string) => store.getRootField(mutation)?.getLinkedRecord(field);
