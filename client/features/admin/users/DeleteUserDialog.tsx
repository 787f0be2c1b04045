// The confirm dialog for deleting a user, listing everything that goes with the account. The deleted
// user leaves the Users list (its connection, @deleteEdge) and the Payments list (a plain root list).
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { adjustTotalCount, removeFromRootList } from '../../../relay/lists';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast-store';
import type { DeleteUserDialogMutation } from './__generated__/DeleteUserDialogMutation.graphql';

/** @connection(key: "UsersTab_adminUsers") in UsersTab; it takes no filters, so its id is fixed. */
export const USERS_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'UsersTab_adminUsers');

export function DeleteUserDialog({ user, onClose }: { user: { id: string; name: string } | null; onClose: () => void }) {
  const [commit, pending] = useMutation<DeleteUserDialogMutation>(graphql`
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
  const confirm = () =>
    user &&
    commit({
      variables: { userId: user.id, connections: [USERS_CONNECTION] },
      updater: (store, data) => {
        if (data?.deleteUser.__typename !== 'DeleteUserSuccess') return;
        adjustTotalCount(store, USERS_CONNECTION, -1);
        removeFromRootList(store, 'adminUnverifiedUsers', data.deleteUser.deletedUserId);
      },
      onCompleted: ({ deleteUser: r }) => {
        if (r.__typename !== 'DeleteUserSuccess') return toast({ title: 'Delete failed', description: r.message ?? '', variant: 'destructive' });
        toast({ title: 'User deleted', description: `${user.name} and all of their data have been removed.` });
        onClose();
      },
      onError: (e) => toast({ title: 'Delete failed', description: e.message, variant: 'destructive' }),
    });
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
