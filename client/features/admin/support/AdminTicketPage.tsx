// /admin/support/:ticketId: the open ticket beside the list, read from the query its route's loader started.
import { Suspense, useCallback } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import { useRefetchOnReconnect } from '../../../relay/useRefetchOnReconnect';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import type { AdminTicketPageQuery } from './__generated__/AdminTicketPageQuery.graphql';
import { AdminTicketDetail } from './AdminTicketDetail';
import { useCloseTicket } from './ticketAddress';

const ticketQuery = graphql`
  query AdminTicketPageQuery($id: ID!) {
    node(id: $id) {
      ...AdminTicketDetail_ticket @alias
    }
  }
`;

function Ticket() {
  const ref = useLoaderData() as PreloadedQuery<AdminTicketPageQuery>;
  const { node } = usePreloadedQuery<AdminTicketPageQuery>(ticketQuery, ref);
  const environment = useRelayEnvironment();
  // Messages sent while the connection was down show once it is back.
  useRefetchOnReconnect(
    useCallback(() => {
      fetchQuery<AdminTicketPageQuery>(environment, ticketQuery, ref.variables).subscribe({});
    }, [environment, ref.variables]),
  );
  const close = useCloseTicket();
  if (!node?.AdminTicketDetail_ticket) {
    return (
      <div className="space-y-3 py-10 text-center">
        <p className="text-slate-600">Ticket not found.</p>
        <Button variant="secondary" onClick={close}>
          Back to tickets
        </Button>
      </div>
    );
  }
  return <AdminTicketDetail ticket={node.AdminTicketDetail_ticket} onClose={close} />;
}

/** Load failures reach the route's error page (RouteError), which has its way back. */
export function Component() {
  // Another ticket starts afresh: its own spinner, an empty reply box.
  const { ticketId } = useParams();
  return (
    <Suspense key={ticketId} fallback={<Spinner />}>
      <Ticket />
    </Suspense>
  );
}
