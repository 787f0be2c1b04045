// The signed-in owner's live updates, one subscription for every component that keeps them live (the
// requests badge and inbox, the Support icon's dot): the server's ownerUpdates carries both kinds of
// event on one operation, and components mounted together share that operation (client/relay/environment.ts
// runs one per document and variables), so an owner's page holds one operation on its stream, whatever
// it shows. Each component passes what it does with its kind of event (the payload's __typename).
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOwnerUpdatesSubscription } from './__generated__/useOwnerUpdatesSubscription.graphql';

const subscription = graphql`
  subscription useOwnerUpdatesSubscription {
    ownerUpdates {
      __typename
      ... on BookingRequestReceived {
        bookingRequest {
          id
          name
          ...RequestListItem_request
          ...TodayAgenda_request
        }
      }
      ... on TicketUpdated {
        ticket {
          id
          ...MyTickets_ticket
        }
      }
    }
  }
`;

type Config = GraphQLSubscriptionConfig<useOwnerUpdatesSubscription>;
export type OwnerUpdatesHandlers = Pick<Config, 'updater' | 'onNext'>;

/** Subscribes for as long as the component is mounted; `handlers` is read once, on mount (keep it stable). */
export function useOwnerUpdates(handlers: OwnerUpdatesHandlers) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per mount, as useSubscription expects a stable config
  const config = useMemo<Config>(() => ({ subscription, variables: {}, ...handlers }), []);
  useSubscription(config);
}
