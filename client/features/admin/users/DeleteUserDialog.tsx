// The confirm dialog for deleting a user, listing everything that goes with the account. The deleted
// user leaves the Users connection (the whole list and the search on screen) and the Payments tab's
// unverified connection (@deleteEdge).
import { graphql } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { adjustTotalCount } from '../../../relay/lists';
import { useMutationResult } from '../../../relay/mutationResult';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { DeleteUserDialogMutation } from './__generated__/DeleteUserDialogMutation.graphql';

/** @connection(key: "UsersTab_adminUsers", filters: ["search"]) in UsersTab, with no search. */
export const USERS_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'UsersTab_adminUsers', { search: '' });
/** @connection(key: "PaymentsTab_adminUnverifiedUsers") in PaymentsTab, fixed the same way. */
export const UNVERIFIED_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'PaymentsTab_adminUnverifiedUsers');

/** The user to delete; `unverified`: they are counted in the Payments tab's list too. */
export interface DeletingUser {
  id: string;
  name: string;
  unverified: boolean;
}

/** `shownIn`: the Users connection on screen when it is a search's. */
export function DeleteUserDialog({ user, shownIn, onClose }: { user: DeletingUser | null; shownIn?: string; onClose: () => void }) {
  const [commit, pending] = useMutationResult<DeleteUserDialogMutation>(graphql`
    mutation DeleteUserDialogMutation($userId: ID!, $connections: [ID!]!) {
      deleteUser(userId: $userId) {
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
  const confirm = async () => {
    if (!user) return;
    const users = [...new Set([USERS_CONNECTION, shownIn ?? USERS_CONNECTION])];
    const result = await commit(
      { userId: user.id, connections: [...users, UNVERIFIED_CONNECTION] },
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
    if (result.ok) onClose();
  };
  return (
    <ConfirmDialog open={!!user} onOpenChange={(o) => !o && onClose()} title={`Delete ${user?.name ?? 'user'}?`} confirmLabel="Delete User" onConfirm={confirm} pending={pending}>
      <p>This permanently removes:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>Profile and credentials</li>
        <li>Business info and services</li>
        <li>Customers and vehicles</li>
        <li>Appointments and progress</li>
        <li>Support tickets and messages</li>
      </ul>
      <p className="font-medium text-red-700">This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
