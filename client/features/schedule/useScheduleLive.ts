// Jobs that visitors book, move or cancel themselves (instant booking, the private /b/{token} link)
// reach the open schedule live: the owner's appointmentChanged stream names the job, and the page's
// query for the weeks shown is fetched again (its connection is replaced, so a new job appears and a
// moved one changes place), with a toast saying what happened.
import { useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { toast } from '../../ui/toast-store';
import SchedulePageQueryNode, { type SchedulePageQuery$variables } from './__generated__/SchedulePageQuery.graphql';
import type { useScheduleLiveSubscription } from './__generated__/useScheduleLiveSubscription.graphql';

const subscription = graphql`
  subscription useScheduleLiveSubscription {
    appointmentChanged {
      id
      status
      serviceDate
      customer {
        firstName
        lastName
      }
    }
  }
`;

export function useScheduleLive(variables: SchedulePageQuery$variables) {
  const environment = useRelayEnvironment();
  const { from, to, fromDay, toDay } = variables;
  const config = useMemo<GraphQLSubscriptionConfig<useScheduleLiveSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (data) => {
        const job = data?.appointmentChanged;
        if (!job) return;
        fetchQuery(environment, SchedulePageQueryNode, { from, to, fromDay, toDay }, { fetchPolicy: 'network-only' }).subscribe({});
        const who = `${job.customer.firstName} ${job.customer.lastName === '-' ? '' : job.customer.lastName}`.trim();
        toast({ title: job.status === 'cancelled' ? 'Booking cancelled' : 'Schedule updated', description: who });
      },
    }),
    [environment, from, to, fromDay, toDay],
  );
  useSubscription(config);
}
