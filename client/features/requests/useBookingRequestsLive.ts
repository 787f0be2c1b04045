// New booking requests arrive live: the request joins the inbox's connection and the pending count
// on the viewer goes up, through the subscription's payload (no refetch). The owner's updates carry
// them (useOwnerUpdates: one operation with the Support icon's ticket updates).
import { ConnectionHandler } from 'relay-runtime';
import { toast } from '../../ui/toast-store';
import { useOwnerUpdates } from '../live/useOwnerUpdates';
import { adjustPendingCount } from './pendingCount';

export const REQUESTS_CONNECTION = 'RequestList_bookingRequests';
/** The home's pending requests (TodayAgenda), filtered by status. */
const PENDING_CONNECTION = ['TodayAgenda_pendingRequests', { status: 'pending' }] as const;

export function useBookingRequestsLive() {
  useOwnerUpdates({
    updater: (store) => {
      // A TicketUpdated payload has no bookingRequest.
      const request = store.getRootField('ownerUpdates')?.getLinkedRecord('bookingRequest');
      const viewer = store.getRoot().getLinkedRecord('viewer');
      if (!request || !viewer) return;
      adjustPendingCount(store, 1);
      // @connection(key: "RequestList_bookingRequests") in RequestList
      const pending = ConnectionHandler.getConnection(viewer, ...PENDING_CONNECTION);
      if (pending) ConnectionHandler.insertEdgeBefore(pending, ConnectionHandler.createEdge(store, pending, request, 'BookingRequestEdge'));
      const connection = ConnectionHandler.getConnection(viewer, REQUESTS_CONNECTION);
      if (connection) {
        const edge = ConnectionHandler.createEdge(store, connection, request, 'BookingRequestEdge');
        ConnectionHandler.insertEdgeBefore(connection, edge);
        const total = connection.getValue('totalCount');
        if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
      }
    },
    onNext: (data) => {
      const update = data?.ownerUpdates;
      const request = update?.__typename === 'BookingRequestReceived' ? update.bookingRequest : null;
      if (request) toast({ title: 'New booking request', description: request.name });
    },
  });
}
