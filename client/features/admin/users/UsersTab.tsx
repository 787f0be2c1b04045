// Users: everyone with their badges, email, phone, joined date and program day; delete non-admins.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import type { UsersTabQuery } from './__generated__/UsersTabQuery.graphql';
import { DeleteUserDialog } from './DeleteUserDialog';

const Badge = ({ on, yes, no }: { on: boolean; yes: string; no: string }) => (
  <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', on ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800')}>{on ? yes : no}</span>
);

export function UsersTab() {
  const [fetchKey, setFetchKey] = useState(0);
  const { adminUsers } = useLazyLoadQuery<UsersTabQuery>(
    graphql`
      query UsersTabQuery {
        adminUsers(first: 500) {
          edges {
            node {
              id
              firstName
              lastName
              email
              phone
              createdAt
              isAdmin
              paymentVerified
              onboardingCompleted
              currentProgramDay
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const users = adminUsers.edges.map((e) => e.node);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{users.length} users</p>
      <ul className="space-y-3">
        {users.map((u) => (
          <li key={u.id} data-testid="user-row" className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">
                {u.firstName} {u.lastName}
              </p>
              {u.isAdmin && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">Admin</span>}
              <Badge on={u.paymentVerified} yes="Verified" no="Unverified" />
              <Badge on={u.onboardingCompleted} yes="Onboarded" no="Incomplete" />
            </div>
            <p className="text-sm text-slate-600">
              {u.email}
              {u.phone ? ` · ${u.phone}` : ''}
            </p>
            <p className="text-xs text-slate-500">
              Joined {new Date(u.createdAt).toLocaleDateString()} · Program Day {u.currentProgramDay || 1}
            </p>
            <div className="mt-2">
              {u.isAdmin ? (
                <p className="text-xs text-slate-500">Admin accounts cannot be deleted</p>
              ) : (
                <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setDeleting({ id: u.id, name: `${u.firstName} ${u.lastName}` })}>
                  <Trash2 className="size-4" /> Delete User
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={() => setFetchKey((k) => k + 1)} />
    </div>
  );
}
