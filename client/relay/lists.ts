// Lists in the store that mutations keep in step with their payloads, so no list is refetched after
// a change: connections use @deleteEdge/@prependEdge (plus the totalCount here); plain lists on the
// root (Query.adminArticles…) have no such directives, so updaters do the same with these helpers.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

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

/**
 * Puts a mutation's record into a connection at its place in the list's order (`before(a, b)`: a
 * comes first), as @appendEdge/@prependEdge would at an end. A record past the last loaded edge of a
 * list with more to load is left to pagination, which brings it in its place.
 */
export function insertEdgeInOrder(store: RecordSourceSelectorProxy, connection: RecordProxy, record: RecordProxy, edgeType: string, before: (a: RecordProxy, b: RecordProxy) => boolean) {
  const edges = (connection.getLinkedRecords('edges') ?? []).filter((e): e is RecordProxy => !!e);
  if (edges.some((e) => e.getLinkedRecord('node')?.getDataID() === record.getDataID())) return;
  const index = edges.findIndex((e) => {
    const node = e.getLinkedRecord('node');
    return !!node && before(record, node);
  });
  if (index < 0 && connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true) return;
  const edge = ConnectionHandler.createEdge(store, connection, record, edgeType);
  const at = index < 0 ? edges.length : index;
  connection.setLinkedRecords([...edges.slice(0, at), edge, ...edges.slice(at)], 'edges');
}
