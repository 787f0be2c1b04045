// Connections in the store that mutations keep in step with their payloads, so no list is refetched
// after a change: @deleteEdge/@prependNode/@appendNode move the edges; these helpers do what the
// directives cannot (the totalCount, and a place inside an ordered list).
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** Keeps a connection's totalCount in step when a mutation adds or removes an edge. */
export function adjustTotalCount(store: RecordSourceSelectorProxy, connectionId: string, delta: number) {
  const connection = store.get(connectionId);
  const count = connection?.getValue('totalCount');
  if (connection && typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
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
