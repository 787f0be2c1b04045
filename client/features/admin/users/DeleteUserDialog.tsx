// The confirm dialog for deleting a user. It asks the server what goes (adminDeletionPreview): who it is
// (email and business, so two owners of one name are told apart), the Founders Rate subscription it
// cancels at Stripe with its start date (at once, or at the period's end, as the operator chooses), and
// the customers with booked jobs and tickets that go with the account. A failed Stripe call deletes
// nothing and says so. The deleted user leaves the Users connection (the whole list and the one on
// screen), the Payments tab's group on screen and the unverified connection (@deleteEdge).
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { adjustTotalCount } from '../../../relay/lists';
import { useMutationResult } from '../../../relay/mutationResult';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import type { DeleteUserDialogMutation, SubscriptionEnding } from './__generated__/DeleteUserDialogMutation.graphql';
import type { DeleteUserDialogPreviewQuery } from './__generated__/DeleteUserDialogPreviewQuery.graphql';

/** @connection(key: "UsersTab_adminUsers", filters: ["search", "paymentState", "sort"]) in UsersTab, unfiltered. */
export const USERS_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'UsersTab_adminUsers', { search: '', sort: 'newest' });
/** The unverified users' connection, fixed the same way. */
export const UNVERIFIED_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'PaymentsTab_adminUnverifiedUsers');

/** The user to delete; `unverified`: they are counted in the unverified list too. */
export interface DeletingUser {
  id: string;
  name: string;
  unverified: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const day = (at: string) => new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** What goes, as the server counts it now, and the choice of when the subscription ends. */
function DeletionFacts({ userId, ending, onEnding }: { userId: string; ending: SubscriptionEnding; onEnding: (e: SubscriptionEnding) => void }) {
  const { adminDeletionPreview: p } = useLazyLoadQuery<DeleteUserDialogPreviewQuery>(
    graphql`
      query DeleteUserDialogPreviewQuery($userId: ID!) {
        adminDeletionPreview(userId: $userId) {
          name
          email
          businessName
          city
          hasSubscription
          subscriptionStartedAt
          periodEndsAt
          customers
          customersWithBookedJobs
          tickets
        }
      }
    `,
    { userId },
    { fetchPolicy: 'network-only' },
  );
  return (
    <>
      <p data-testid="delete-who" className="break-words">
        <span className="font-medium">{p.name}</span> · {p.email}
        {p.businessName ? ` · ${p.businessName}${p.city ? `, ${p.city}` : ''}` : ' · no business yet'}
      </p>
      {p.hasSubscription ? (
        <fieldset className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="delete-subscription">
          <legend className="px-1 font-medium text-slate-900">Founders Rate subscription</legend>
          <p>
            Their subscription
            {p.subscriptionStartedAt ? `, started ${day(p.subscriptionStartedAt)},` : ''} is cancelled at Stripe before anything is deleted. If
            Stripe does not answer, nothing is deleted.
          </p>
          <label className="flex items-start gap-2">
            <input type="radio" name="subscription-ending" value="now" className="mt-0.5 size-4" checked={ending === 'now'} onChange={() => onEnding('now')} />
            <span>Cancel now: no further charge</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" name="subscription-ending" value="period_end" className="mt-0.5 size-4" checked={ending === 'period_end'} onChange={() => onEnding('period_end')} />
            <span>Cancel at the end of the period already paid for{p.periodEndsAt ? ` (${day(p.periodEndsAt)})` : ''}</span>
          </label>
        </fieldset>
      ) : (
        <p>No Stripe subscription to cancel.</p>
      )}
      <p>This permanently removes:</p>
      <ul className="list-disc space-y-1 pl-5" data-testid="delete-what">
        <li>Profile, credentials, business info and services</li>
        <li>
          {plural(p.customers, 'customer', 'customers')} with their vehicles
          {p.customersWithBookedJobs > 0 ? `, ${p.customersWithBookedJobs} of them with booked jobs` : ''}
        </li>
        <li>Appointments and program progress</li>
        <li>{plural(p.tickets, 'support ticket', 'support tickets')} and their messages</li>
      </ul>
    </>
  );
}

/** `shownIn`: the list's connection on screen (a search's, or a Payments group's); `onDeleted`: after the deletion (the owner's page leaves). */
export function DeleteUserDialog({ user, shownIn, onClose, onDeleted }: { user: DeletingUser | null; shownIn?: string; onClose: () => void; onDeleted?: () => void }) {
  const [ending, setEnding] = useState<SubscriptionEnding>('now');
  const [commit, pending] = useMutationResult<DeleteUserDialogMutation>(graphql`
    mutation DeleteUserDialogMutation($userId: ID!, $subscriptionEnding: SubscriptionEnding!, $connections: [ID!]!) {
      deleteUser(userId: $userId, subscriptionEnding: $subscriptionEnding) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteUserSuccess {
          deletedUserId @deleteEdge(connections: $connections)
        }
      }
    }
  `);
  const close = () => {
    setEnding('now');
    onClose();
  };
  const confirm = async () => {
    if (!user) return;
    const users = [...new Set([USERS_CONNECTION, shownIn ?? USERS_CONNECTION])];
    const result = await commit(
      { userId: user.id, subscriptionEnding: ending, connections: [...users, UNVERIFIED_CONNECTION] },
      {
        updater: (store, data) => {
          if (data?.deleteUser.__typename !== 'DeleteUserSuccess') return;
          for (const id of users) adjustTotalCount(store, id, -1);
          if (user.unverified) adjustTotalCount(store, UNVERIFIED_CONNECTION, -1);
        },
        success: { title: 'User deleted', description: `${user.name} and all of their data have been removed.` },
        failure: 'Delete failed',
      },
    );
    if (result.ok) {
      close();
      onDeleted?.();
    }
  };
  return (
    <ConfirmDialog open={!!user} onOpenChange={(o) => !o && close()} title={`Delete ${user?.name ?? 'user'}?`} confirmLabel="Delete User" onConfirm={confirm} pending={pending}>
      {user && (
        <Suspense fallback={<Spinner size="sm" label="Loading what goes with the account" />}>
          <DeletionFacts userId={user.id} ending={ending} onEnding={setEnding} />
        </Suspense>
      )}
      <p className="font-medium text-red-700">This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
