// Reading the operator's audit (#57): /admin/audit and the owner page's short history. Entries are
// written by recordAdminAction (platform/audit.ts) in the transaction of each action; here they are
// listed newest first, filtered by action and by subject (a record's database id, which an entry keeps
// after the record is deleted, with its label).
import { GraphQLError } from 'graphql';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '../../../common/audit.js';
import type { Prisma } from '../../db/generated/prisma/client.js';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ADMIN_LIST_MAX } from './admin.service.js';

export const UNKNOWN_AUDIT_ACTION = `Unknown action: use one of ${AUDIT_ACTIONS.join(', ')}`;
export const BAD_AUDIT_SUBJECT = 'subject must be a record id (at most 100 characters)';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** The filter of the list: an action among AUDIT_ACTIONS and a subject's id, each optional ('' is none). */
export function auditFilter(action?: string | null, subject?: string | null): Prisma.AdminAuditWhereInput {
  const where: Prisma.AdminAuditWhereInput = {};
  if (action) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(action)) throw badInput(UNKNOWN_AUDIT_ACTION);
    where.action = action;
  }
  if (subject) {
    if (subject.length > 100) throw badInput(BAD_AUDIT_SUBJECT);
    where.subjectId = subject;
  }
  return where;
}

export const AUDIT_ORDER = [{ at: 'desc' }, { id: 'desc' }] satisfies Prisma.AdminAuditOrderByWithRelationInput[];

/** Global ids of the subjects the admin panel opens (an owner's page); others are named by label only. */
const SUBJECT_TYPES: Record<string, string> = { user: 'User', ticket: 'Ticket', article: 'Article', csvUpload: 'CsvUpload' };

export const AdminAuditRef = builder.prismaNode('AdminAudit', {
  id: { field: 'id' },
  nullable: true,
  authScopes: ADMIN_PERSON,
  findUnique: (id) => ({ id }),
  description: 'One admin action: who, what, on which record (its label as it was), when',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime' }),
    action: t.exposeString('action', { description: `One of ${AUDIT_ACTIONS.join(', ')}` }),
    actionLabel: t.string({ resolve: (e) => AUDIT_ACTION_LABELS[e.action as AuditAction] ?? e.action }),
    actorId: t.exposeString('actorId', { description: "The admin's database id" }),
    actorEmail: t.exposeString('actorEmail'),
    subjectType: t.exposeString('subjectType', { description: 'user, csvUpload, ticket or article' }),
    subjectId: t.exposeString('subjectId', { description: "The record's database id (it may be deleted since)" }),
    subjectNodeId: t.id({
      nullable: true,
      description: "The record's global id, for a link to it (it may be deleted since)",
      resolve: (e) => (SUBJECT_TYPES[e.subjectType] ? encodeGlobalID(SUBJECT_TYPES[e.subjectType], e.subjectId) : null),
    }),
    subjectLabel: t.exposeString('subjectLabel', { description: 'Its name and email (or title) when the action was taken' }),
    details: t.field({
      type: 'JSONObject',
      nullable: true,
      description: 'What the action changed, e.g. an import’s task counts before and after',
      resolve: (e) =>
        e.details === null || e.details === undefined
          ? null
          : typeof e.details === 'object' && !Array.isArray(e.details)
            ? (e.details as Record<string, unknown>)
            : { value: e.details },
    }),
  }),
});

builder.queryFields((t) => ({
  adminAudit: t.prismaConnection({
    type: AdminAuditRef,
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: ADMIN_PERSON,
    description: "The admin actions, newest first; `action` one of the audit's actions, `subject` a record's database id",
    args: { action: t.arg.string(), subject: t.arg.string() },
    totalCount: (_parent, args, ctx) => ctx.prisma.adminAudit.count({ where: auditFilter(args.action, args.subject) }),
    resolve: (query, _r, args, ctx) => ctx.prisma.adminAudit.findMany({ ...query, where: auditFilter(args.action, args.subject), orderBy: AUDIT_ORDER }),
  }),
}));
