// Users: everyone with their badges, payment state, email, phone, joined date and program day, searchable
// by name, email, phone, business or city, filtered by payment state and sorted (the address keeps both:
// ?paymentState=&sort=); each name opens the owner's page; delete non-admins (the deleted user's edge
// leaves the connections in the store: see DeleteUserDialog).
import { Trash2, Users } from 'lucide-react';
import { useCallback, useState, useTransition } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { PAYMENT_STATE_LABELS, PAYMENT_STATES, type PaymentStateName } from '../../../../common/payment-state';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { SearchInput } from '../../../ui/SearchInput';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import { useSearchRefetch } from '../../../ui/useSearchRefetch';
import { timeAgo } from '../owner/time';
import { PaymentStateBadge } from '../payments/PaymentStateBadge';
import { SORT_PARAM, type UsersSort, usersListFilters } from './usersListFilters';
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
        paymentState
        paymentStateSince
        paymentStateReason
        lastRemindedAt
        remindedCount
        businessName
      }
    `,
    user,
  );
  const name = `${u.firstName} ${u.lastName}`;
  return (
    <li data-testid="user-row" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 break-words font-semibold">
          <Link to={`/admin/users/${u.id}`} className="text-brand-700 underline-offset-2 hover:underline" data-testid="user-link">
            {name}
          </Link>
        </p>
        {u.isAdmin && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">Admin</span>}
        {!u.isAdmin && <PaymentStateBadge state={u.paymentState} />}
        <Badge on={u.onboardingCompleted} yes="Onboarded" no="Incomplete" />
        {u.closedAt && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">Closed</span>}
      </div>
      <p className="break-words text-sm text-slate-600">
        {u.email}
        {u.phone ? ` · ${u.phone}` : ''}
        {u.businessName ? ` · ${u.businessName}` : ''}
      </p>
      {!u.isAdmin && (
        <p className="text-xs text-slate-600" data-testid="user-payment">
          {PAYMENT_STATE_LABELS[u.paymentState as PaymentStateName] ?? u.paymentState} since{' '}
          {new Date(u.paymentStateSince).toLocaleDateString(undefined, { dateStyle: 'medium' })} ({timeAgo(u.paymentStateSince)})
          {u.paymentStateReason ? ` · ${u.paymentStateReason}` : ''}
          {u.lastRemindedAt ? ` · reminded ${timeAgo(u.lastRemindedAt)} (${u.remindedCount}×)` : ''}
        </p>
      )}
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
          <Button size="sm" variant="ghostDanger" onClick={() => onDelete({ id: u.id, name, unverified: !u.paymentVerified })}>
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
      query UsersTabQuery($paymentState: PaymentState, $sort: UserSort) {
        ...UsersTab_query @arguments(paymentState: $paymentState, sort: $sort)
      }
    `,
    queryRef,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<UsersTabPaginationQuery, UsersTab_query$key>(
    graphql`
      fragment UsersTab_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        search: { type: "String", defaultValue: "" }
        paymentState: { type: "PaymentState" }
        sort: { type: "UserSort", defaultValue: newest }
      )
      @refetchable(queryName: "UsersTabPaginationQuery") {
        adminUsers(first: $count, after: $cursor, search: $search, paymentState: $paymentState, sort: $sort)
          @connection(key: "UsersTab_adminUsers", filters: ["search", "paymentState", "sort"]) {
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
  // The filters live in the address; a change refetches the list with the search typed, and a search keeps the filters.
  const [params, setParams] = useSearchParams();
  const filters = usersListFilters(params);
  const [filtering, startFiltering] = useTransition();
  const searchRefetch = useCallback(
    (v: { search: string }, o: { fetchPolicy: 'store-and-network' }) => refetch({ ...v, paymentState: filters.paymentState, sort: filters.sort }, o),
    [refetch, filters.paymentState, filters.sort],
  );
  const { search, setSearch, searching } = useSearchRefetch(searchRefetch);
  const setFilter = (next: { paymentState: PaymentStateName | null; sort: UsersSort }) => {
    const p = new URLSearchParams(params);
    if (next.paymentState) p.set('paymentState', next.paymentState);
    else p.delete('paymentState');
    if (next.sort === 'newest') p.delete('sort');
    else p.set('sort', SORT_PARAM[next.sort]);
    setParams(p, { replace: true });
    startFiltering(() => {
      refetch({ search: search.trim(), ...next }, { fetchPolicy: 'store-and-network' });
    });
  };
  const [deleting, setDeleting] = useState<DeletingUser | null>(null);
  const users = data.adminUsers.edges.map((e) => e.node);
  const total = data.adminUsers.totalCount;
  return (
    <div className="space-y-3">
      <SearchInput
        label="Search users"
        placeholder="Name, email, phone, business or city"
        value={search}
        onChange={setSearch}
        busy={(searching || filtering) && <Spinner size="sm" className="absolute right-3 top-3" label="Searching" />}
      />
      <div className="grid grid-cols-2 gap-3">
        <Select
          label="Payment state"
          placeholder="Any"
          options={PAYMENT_STATES.map((s) => [s, PAYMENT_STATE_LABELS[s]] as const)}
          value={filters.paymentState ?? ''}
          onChange={(e) => setFilter({ ...filters, paymentState: (e.target.value || null) as PaymentStateName | null })}
        />
        <Select
          label="Sort"
          options={[
            ['newest', 'Newest first'],
            ['oldest', 'Oldest first'],
            ['name', 'Name'],
          ]}
          value={filters.sort}
          onChange={(e) => setFilter({ ...filters, sort: e.target.value as UsersSort })}
        />
      </div>
      <p className="text-sm text-slate-600" data-testid="user-total">
        {total} {total === 1 ? 'user' : 'users'}
      </p>
      {users.length === 0 && (search.trim() || filters.paymentState) && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <Users className="mx-auto mb-2 size-10 text-slate-400" aria-hidden />
          <p className="text-slate-600">{search.trim() ? `No users match “${search.trim()}”.` : 'No users in this payment state.'}</p>
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
