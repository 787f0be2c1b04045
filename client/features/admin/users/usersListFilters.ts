// The Users tab's filters in its address: ?paymentState= (a state) and ?sort= (joined: oldest first,
// -joined: newest first, the default; name), as the REST list takes them.
import { PAYMENT_STATES, type PaymentStateName } from '../../../../common/payment-state';

export type UsersSort = 'newest' | 'oldest' | 'name';
const SORTS: Record<string, UsersSort> = { joined: 'oldest', '-joined': 'newest', name: 'name' };
export const SORT_PARAM: Record<UsersSort, string> = { oldest: 'joined', newest: '-joined', name: 'name' };

export function usersListFilters(params: URLSearchParams): { paymentState: PaymentStateName | null; sort: UsersSort } {
  const state = params.get('paymentState');
  return {
    paymentState: (PAYMENT_STATES as readonly string[]).includes(state ?? '') ? (state as PaymentStateName) : null,
    sort: SORTS[params.get('sort') ?? ''] ?? 'newest',
  };
}
