// REST rows of the admin panel: users and payments (daily tasks, CSV imports and uploads: admin.tasks.rest.ts).
import { reminderMessage } from '../../../common/payment.js';
import { graphql } from '../../rest/graphql.js';
import { PAYMENT_STATES, USER_SORTS } from '../../../common/payment-state.js';
import { RestError, type RestRow, restRow, toGlobalId, withDatabaseId } from '../../rest/rest.js';
import { SUBSCRIPTION_ENDINGS } from './admin.service.js';
import { outboxRows } from './admin.outbox.js';
import { taskRows } from './admin.tasks.rest.js';

const userFields = graphql(`
  fragment RestAdminUserFields on User {
    id firstName lastName email phone createdAt isAdmin paymentVerified onboardingCompleted currentProgramDay
    stripeSessionId hoursSinceSignup paymentOverdue
    paymentState paymentStateSince paymentStateReason lastRemindedAt remindedCount
  }
`);

const userId = (id: string) => toGlobalId('User', id);
/** A query parameter that must be one of `values` (absent or empty: null); anything else is a 400 naming them. */
function oneOf<T extends string>(query: URLSearchParams, name: string, values: readonly T[]): T | null {
  const value = query.get(name);
  if (value === null || value === '') return null;
  if (!(values as readonly string[]).includes(value)) throw new RestError(400, `${name} must be one of: ${values.join(', ')}`);
  return value as T;
}
/** ?sort=joined (oldest first), -joined (newest first, the default) or name. */
const USER_SORT = { joined: 'oldest', '-joined': 'newest', name: 'name' } as const;

export const adminRows: RestRow[] = [
  ...outboxRows,
  ...taskRows,
  restRow({
    method: 'GET',
    path: '/api/admin/users',
    operation: graphql(
      `query RestAdminUsers($first: Int!, $after: String, $search: String, $paymentState: PaymentState, $sort: UserSort) {
        adminUsers(first: $first, after: $after, search: $search, paymentState: $paymentState, sort: $sort) {
          pageInfo { hasNextPage endCursor } edges { node { ...RestAdminUserFields } }
        }
      }`,
      [userFields],
    ),
    variables: ({ query }) => ({ search: query.get('search'), paymentState: oneOf(query, 'paymentState', PAYMENT_STATES), sort: USER_SORT[oneOf(query, 'sort', USER_SORTS) ?? '-joined'] }),
    pages: (data) => data.adminUsers,
    result: (data) => data.adminUsers.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/overview',
    operation: graphql(`query RestAdminOverview {
      adminOverview { newThisWeek overdueNeverPaid lapsed unreadTickets payingOwners monthlyRevenue newThisMonth cancelledThisMonth }
    }`),
    result: (data) => data.adminOverview,
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/users/unverified',
    operation: graphql(
      `query RestUnverified($first: Int!, $after: String) {
        adminUnverifiedUsers(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestAdminUserFields } } }
      }`,
      [userFields],
    ),
    pages: (data) => data.adminUnverifiedUsers,
    result: (data) => data.adminUnverifiedUsers.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/users/:id/verify',
    operation: graphql(
      `mutation RestVerify($userId: ID!) {
        verifyPayment(userId: $userId) {
          __typename ... on Error { message }
          ... on VerifyPaymentSuccess { user { ...RestAdminUserFields } }
        }
      }`,
      [userFields],
    ),
    variables: ({ params }) => ({ userId: userId(params.id) }),
    result: (data) => withDatabaseId(data.verifyPayment.user),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/users/:id/notify',
    operation: graphql(`mutation RestNotify($userId: ID!) {
      sendPaymentReminder(userId: $userId) {
        __typename ... on Error { message }
        ... on SendPaymentReminderSuccess { reminder { sent outcome error } }
      }
    }`),
    variables: ({ params }) => ({ userId: userId(params.id) }),
    result: (data) => {
      const { sent, outcome, error } = data.sendPaymentReminder.reminder;
      return { sent, outcome, message: reminderMessage(outcome, error) };
    },
  }),
  restRow({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    operation: graphql(`mutation RestDeleteUser($userId: ID!, $subscriptionEnding: SubscriptionEnding) {
      deleteUser(userId: $userId, subscriptionEnding: $subscriptionEnding) { __typename ... on Error { message } ... on DeleteUserSuccess { deletedUserId } }
    }`),
    // ?subscription=now (the default) or period_end: when the owner's Founders Rate ends at Stripe.
    variables: ({ params, query }) => ({ userId: userId(params.id), subscriptionEnding: oneOf(query, 'subscription', SUBSCRIPTION_ENDINGS) ?? 'now' }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  }),
];
