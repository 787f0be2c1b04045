// Users: everyone with their badges, email, phone, joined date and program day, searchable by name, email
// or phone; delete non-admins (the deleted user's edge leaves the connections in the store: see DeleteUserDialog).
import { Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { SearchInput } from '../../../ui/SearchInput';
import { Spinner } from '../../../ui/Spinner';
import { useSearchRefetch } from '../../../ui/useSearchRefetch';
import type { UsersTab_user$key } from './__generated__/UsersTab_user.graphql';
import type { UsersTab_query$key } from './__generated__/UsersTab_query.graphql';
import type { UsersTabPaginationQuery } from './__generated__/UsersTabPaginationQuery.graphql';
import type { UsersTabQuery } from './__generated__/UsersTabQuery.graphql';
import { DeleteUserDialog, type DeletingUser } from './DeleteUserDialog';

const Badge = ({ on, yes, no }: { on: boolean; yes: string; no: string }) => (
  <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', on ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800')}>{on ? yes : no}</span>
);

const PAGE_SIZE = 50;

/** One user: badges, contact, joined date and program day, and the delete button for non-admins. */
function UserRow({ user, onDelete }: { user: UsersTab_user$key; onDelete: (u: DeletingUser) => void }) {
  const u = useFragment(
    graphql`
      fragment UsersTab_user on User {
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
        closedAt
        deletesAt
      }
    `,
    user,
  );
  return (
    <li data-testid="user-row" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">
          {u.firstName} {u.lastName}
        </p>
        {u.isAdmin && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">Admin</span>}
        <Badge on={u.paymentVerified} yes="Verified" no="Unverified" />
        <Badge on={u.onboardingCompleted} yes="Onboarded" no="Incomplete" />
        {u.closedAt && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">Closed</span>}
      </div>
      <p className="text-sm text-slate-600">
        {u.email}
        {u.phone ? ` · ${u.phone}` : ''}
      </p>
      <p className="text-xs text-slate-500">
        Joined {new Date(u.createdAt).toLocaleDateString()} · Program Day {u.currentProgramDay || 1}
      </p>
      {u.closedAt && (
        <p className="text-xs text-red-900" data-testid="user-closed">
          Closed by the owner on {new Date(u.closedAt).toLocaleDateString()}
          {u.deletesAt ? ` · deleted on ${new Date(u.deletesAt).toLocaleDateString()} unless reopened` : ''}
        </p>
      )}
      <div className="mt-2">
        {u.isAdmin ? (
          <p className="text-xs text-slate-500">Admin accounts cannot be deleted</p>
        ) : (
          <Button size="sm" variant="ghostDanger" onClick={() => onDelete({ id: u.id, name: `${u.firstName} ${u.lastName}`, unverified: !u.paymentVerified })}>
            <Trash2 className="size-4" /> Delete User
          </Button>
        )}
      </div>
    </li>
  );
}

export function UsersTab({ queryRef }: { queryRef: PreloadedQuery<UsersTabQuery> }) {
  const query = usePreloadedQuery<UsersTabQuery>(
    graphql`
      query UsersTabQuery {
        ...UsersTab_query
      }
    `,
    queryRef,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<UsersTabPaginationQuery, UsersTab_query$key>(
    graphql`
      fragment UsersTab_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, search: { type: "String", defaultValue: "" })
      @refetchable(queryName: "UsersTabPaginationQuery") {
        adminUsers(first: $count, after: $cursor, search: $search) @connection(key: "UsersTab_adminUsers", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...UsersTab_user
            }
          }
        }
      }
    `,
    query,
  );
  const { search, setSearch, searching } = useSearchRefetch(refetch);
  const [deleting, setDeleting] = useState<DeletingUser | null>(null);
  const users = data.adminUsers.edges.map((e) => e.node);
  const total = data.adminUsers.totalCount;
  return (
    <div className="space-y-3">
      <SearchInput
        label="Search users"
        placeholder="Name, email or phone"
        value={search}
        onChange={setSearch}
        busy={searching && <Spinner size="sm" className="absolute right-3 top-3" label="Searching" />}
      />
      <p className="text-sm text-slate-600" data-testid="user-total">
        {total} {total === 1 ? 'user' : 'users'}
      </p>
      {users.length === 0 && search.trim() && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <Users className="mx-auto mb-2 size-10 text-slate-400" aria-hidden />
          <p className="text-slate-600">No users match “{search.trim()}”.</p>
        </div>
      )}
      <ul className="space-y-3">
        {users.map((u) => (
          <UserRow key={u.id} user={u} onDelete={setDeleting} />
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" className="w-full" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading...' : 'Load more'}
        </Button>
      )}
      <DeleteUserDialog user={deleting} shownIn={data.adminUsers.__id} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** The route's page: the query its loader started. */
export function Component() {
  return <UsersTab queryRef={useLoaderData() as PreloadedQuery<UsersTabQuery>} />;
}
