// New booking requests arrive live: the request joins the inbox's connection and the pending count
// on the viewer goes up, through the subscription's payload (no refetch).
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import { toast } from '../../ui/toast-store';
import type { useBookingRequestsLiveReceivedSubscription } from './__generated__/useBookingRequestsLiveReceivedSubscription.graphql';
import { adjustPendingCount } from './pendingCount';

const subscription = graphql`
  subscription useBookingRequestsLiveReceivedSubscription {
    bookingRequestReceived {
      id
      name
      ...RequestListItem_request
      ...TodayAgenda_request
    }
  }
`;

export const REQUESTS_CONNECTION = 'RequestList_bookingRequests';
/** The home's pending requests (TodayAgenda), filtered by status. */
const PENDING_CONNECTION = ['TodayAgenda_pendingRequests', { status: 'pending' }] as const;

export function useBookingRequestsLive() {
  const config = useMemo<GraphQLSubscriptionConfig<useBookingRequestsLiveReceivedSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const request = store.getRootField('bookingRequestReceived');
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
        if (data?.bookingRequestReceived) toast({ title: 'New booking request', description: data.bookingRequestReceived.name });
      },
    }),
    [],
  );
  useSubscription(config);
}
