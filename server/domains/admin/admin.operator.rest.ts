// REST rows of the operator's owner page, "View as" and audit (#57): GET /api/admin/users/{id},
// POST /api/admin/users/{id}/view-as, GET /api/admin/audit. Each runs its GraphQL field
// (admin.owner-page.ts, admin.view-as.ts, admin.audit.ts) and shapes it.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { graphql } from '../../rest/graphql.js';
import { RestError, type RestRow, restRow, toDatabaseId, toGlobalId, withDatabaseId } from '../../rest/rest.js';

const auditFields = graphql(`
  fragment RestAuditFields on AdminAudit { id at action actorId actorEmail subjectType subjectId subjectLabel details }
`);

/** An audit entry as the API answers it: {id, at, actor: {id, email}, action, subject: {type, id, label}, details}. */
const restAudit = (e: { id: string; at: unknown; action: string; actorId: string; actorEmail: string; subjectType: string; subjectId: string; subjectLabel: string; details: unknown }) => ({
  id: toDatabaseId(e.id),
  at: e.at,
  actor: { id: e.actorId, email: e.actorEmail },
  action: e.action,
  subject: { type: e.subjectType, id: e.subjectId, label: e.subjectLabel },
  details: e.details ?? null,
});

/** `first` of the audit's REST list: a whole number 1–100 (default 50). */
function firstOf(value: string | null) {
  if (value === null || value === '') return 50;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new RestError(400, 'first must be a whole number from 1 to 100');
  return n;
}

export const operatorRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/admin/users/:id',
    operation: graphql(
      `query RestAdminOwner($userId: ID!) {
        adminOwner(userId: $userId) {
          user {
            id firstName lastName email phone createdAt isAdmin paymentVerified onboardingCompleted currentProgramDay closedAt
            paymentState paymentStateSince paymentStateReason lastRemindedAt remindedCount
          }
          business { id businessName subdomain city state zipCode phone email }
          paymentHistory { id state reason at }
          programDay
          lastActivityAt
          tickets { id subject category status unread createdAt updatedAt }
          emails { id kind to subject status createdAt sentAt error }
          audit { ...RestAuditFields }
        }
      }`,
      [auditFields],
    ),
    variables: ({ params }) => ({ userId: toGlobalId('User', params.id) }),
    result: (data) => {
      const page = data.adminOwner;
      if (!page) throw new RestError(404, 'User not found');
      return {
        user: withDatabaseId(page.user),
        business: page.business && withDatabaseId(page.business),
        paymentHistory: page.paymentHistory,
        programDay: page.programDay,
        lastActivityAt: page.lastActivityAt,
        tickets: page.tickets.map(withDatabaseId),
        emails: page.emails,
        audit: page.audit.map(restAudit),
      };
    },
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/users/:id/view-as',
    operation: graphql(`mutation RestStartViewAs($userId: ID!) {
      startViewAs(userId: $userId) {
        __typename ... on Error { message }
        ... on StartViewAsSuccess { viewAs { expiresAt owner { id } } }
      }
    }`),
    variables: ({ params }) => ({ userId: toGlobalId('User', params.id) }),
    result: (data) => ({ userId: toDatabaseId(data.startViewAs.viewAs.owner.id), expiresAt: data.startViewAs.viewAs.expiresAt, readOnly: true }),
    status: 201,
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/audit',
    operation: graphql(
      `query RestAdminAudit($count: Int!, $cursor: String, $action: String, $subject: String) {
        adminAudit(first: $count, after: $cursor, action: $action, subject: $subject) { edges { node { ...RestAuditFields } } }
      }`,
      [auditFields],
    ),
    // One page, newest first: `first` entries (default 50) after the entry `after` names (its id), as the outbox's.
    variables: ({ query }) => ({
      action: query.get('action') || null,
      subject: query.get('subject') || null,
      count: firstOf(query.get('first')),
      cursor: query.get('after') ? formatPrismaCursor({ id: query.get('after') }, 'id') : null,
    }),
    result: (data) => data.adminAudit.edges.map((e) => restAudit(e.node)),
  }),
];
