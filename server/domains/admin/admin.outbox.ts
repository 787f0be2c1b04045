// The operator's outbox (#57): every email the app wrote, newest first, searchable by recipient and
// filtered by kind, status (sent, queued, failed), date and owner (an owner's page lists theirs), with
// Resend: a new entry (resendOfId the original's) sent through the mail integration like any other.
// GraphQL first (adminOutbox, resendEmail, adminEmailSending, all ADMIN_PERSON); REST rows below.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import type { Prisma } from '../../db/generated/prisma/client.js';
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow } from '../../rest/rest.js';
import { ADMIN_LIST_MAX } from './admin.service.js';
import { EmailOutboxRef } from './admin.types.js';

export const OUTBOX_STATUSES = ['sent', 'queued', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_DATE_INVALID = 'Dates must be written YYYY-MM-DD.';
export const EMAIL_NOT_FOUND = 'Email not found';

/** sent: the mail server took it; failed: it refused it (retried until the attempts run out); queued: not sent yet (or no SMTP). */
export const outboxStatus = (m: { sentAt: Date | null; error: string | null }): OutboxStatus => (m.sentAt ? 'sent' : m.error ? 'failed' : 'queued');

const statusWhere: Record<OutboxStatus, Prisma.EmailOutboxWhereInput> = {
  sent: { sentAt: { not: null } },
  failed: { sentAt: null, error: { not: null } },
  queued: { sentAt: null, error: null },
};

/** A day (YYYY-MM-DD, UTC) as its first instant; a bad one is a 400. */
function dayStart(day: string) {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00.000Z`) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) {
    throw new GraphQLError(OUTBOX_DATE_INVALID, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
  return at;
}

export interface OutboxFilter {
  search?: string | null;
  kind?: string | null;
  status?: OutboxStatus | null;
  from?: string | null;
  to?: string | null;
  userId?: string | null;
}

/** The outbox entries a filter keeps: `search` in the recipient (case aside), the kind, the status, the days from..to (inclusive), the owner. */
export function outboxWhere(f: OutboxFilter): Prisma.EmailOutboxWhereInput {
  const search = f.search?.trim();
  const createdAt: Prisma.DateTimeFilter = {};
  if (f.from) createdAt.gte = dayStart(f.from);
  if (f.to) createdAt.lt = new Date(dayStart(f.to).getTime() + 86_400_000);
  return {
    AND: [
      search ? { to: { contains: search, mode: 'insensitive' as const } } : {},
      f.kind ? { kind: f.kind } : {},
      f.status ? statusWhere[f.status] : {},
      f.from || f.to ? { createdAt } : {},
      f.userId ? { userId: f.userId } : {},
    ],
  };
}

/** Writes the email again as a new entry (resendOfId the original's, its owner kept), queued for sending now. */
export async function resendEmail(ctx: Context, id: string) {
  const original = await ctx.prisma.emailOutbox.findUnique({ where: { id } });
  if (!original) throw new NotFoundError(EMAIL_NOT_FOUND);
  const { kind, to, subject, text, html, replyTo, fromName, userId } = original;
  return ctx.prisma.$transaction(async (tx) => {
    const row = await ctx.mailer.enqueue(tx, { kind, to, subject, text, html, replyTo, fromName, userId, resendOfId: original.id });
    ctx.afterResponse(() => ctx.mailer.wake());
    return tx.emailOutbox.findUniqueOrThrow({ where: { id: row.id } });
  });
}

const OutboxStatusEnum = builder.enumType('OutboxStatus', {
  values: OUTBOX_STATUSES,
  description: 'sent: the mail server took it; queued: not sent yet (no SMTP, or waiting its turn); failed: the mail server refused it',
});

builder.prismaObjectFields(EmailOutboxRef, (t) => ({
  status: t.field({ type: OutboxStatusEnum, select: { sentAt: true, error: true }, resolve: (m) => outboxStatus(m) }),
  userId: t.exposeString('userId', { nullable: true, description: "The owner's database id, or null" }),
  ownerId: t.id({
    nullable: true,
    description: "The owner's global id (the admin's owner page, /admin/users/{ownerId}), or null",
    resolve: (m) => (m.userId ? encodeGlobalID('User', m.userId) : null),
  }),
  resendOfId: t.exposeString('resendOfId', { nullable: true, description: 'The entry this one resends' }),
}));

builder.queryFields((t) => ({
  adminOutbox: t.prismaConnection({
    type: EmailOutboxRef,
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: ADMIN_PERSON,
    description: 'Every email the app wrote, newest first; search matches the recipient; from/to are days (YYYY-MM-DD, UTC), inclusive',
    args: {
      search: t.arg.string(),
      kind: t.arg.string(),
      status: t.arg({ type: OutboxStatusEnum }),
      from: t.arg.string(),
      to: t.arg.string(),
      userId: t.arg.string({ description: "An owner's database id: only their emails" }),
    },
    totalCount: (_parent, args, ctx) => ctx.prisma.emailOutbox.count({ where: outboxWhere(args) }),
    resolve: (query, _r, args, ctx) =>
      ctx.prisma.emailOutbox.findMany({ ...query, where: outboxWhere(args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
  adminOutboxKinds: t.stringList({
    authScopes: ADMIN_PERSON,
    description: 'The kinds of email in the outbox, for its filter',
    resolve: async (_r, _a, ctx) =>
      (await ctx.prisma.emailOutbox.findMany({ distinct: ['kind'], select: { kind: true }, orderBy: { kind: 'asc' } })).map((m) => m.kind),
  }),
  adminEmailSending: t.boolean({
    authScopes: ADMIN_PERSON,
    description: 'Whether email is sent (SMTP_URL is set); without it every email stays queued in the outbox',
    resolve: (_r, _a, ctx) => ctx.mailer.configured,
  }),
}));

builder.mutationFields((t) => ({
  resendEmail: t.field({
    type: EmailOutboxRef,
    authScopes: ADMIN_PERSON,
    description: 'Sends an outbox email again: a new entry whose resendOfId is the original',
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], dataField: { name: 'email' } },
    resolve: (_r, { id }, ctx) => resendEmail(ctx, String(id)),
  }),
}));

const outboxFields = graphql(`fragment RestOutboxFields on EmailOutbox { id to subject text kind status createdAt userId }`);

/** A REST page: `first` 1..100 (default 50); `after` the id of the last entry of the page before. */
export const OUTBOX_REST_PAGE = 50;
const firstOf = (value: string | null) => {
  if (value === null || value === '') return OUTBOX_REST_PAGE;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > ADMIN_LIST_MAX) throw new Error(`first must be a whole number from 1 to ${ADMIN_LIST_MAX}`);
  return n;
};

const statusOf = (value: string | null) => {
  if (!value) return null;
  if (!(OUTBOX_STATUSES as readonly string[]).includes(value)) throw new Error(`status must be one of ${OUTBOX_STATUSES.join(', ')}`);
  return value;
};

/** REST: the outbox (newest first) and Resend. */
export const outboxRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/admin/outbox',
    operation: graphql(
      `query RestAdminOutbox($count: Int!, $cursor: String, $search: String, $kind: String, $status: OutboxStatus, $from: String, $to: String, $userId: String) {
        adminOutbox(first: $count, after: $cursor, search: $search, kind: $kind, status: $status, from: $from, to: $to, userId: $userId) {
          edges { node { ...RestOutboxFields } }
        }
      }`,
      [outboxFields],
    ),
    // One page, newest first: `first` entries after the entry `after` names (its id).
    variables: ({ query }) => ({
      count: firstOf(query.get('first')),
      cursor: query.get('after') ? formatPrismaCursor({ id: query.get('after') }, 'id') : null,
      search: query.get('search') || null,
      kind: query.get('kind') || null,
      status: statusOf(query.get('status')),
      from: query.get('from') || null,
      to: query.get('to') || null,
      userId: query.get('userId') || null,
    }),
    result: (data) => data.adminOutbox.edges.map((e) => e.node),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/outbox/:id/resend',
    operation: graphql(
      `mutation RestResendEmail($id: ID!) {
        resendEmail(id: $id) { __typename ... on Error { message } ... on ResendEmailSuccess { email { ...RestOutboxFields } } }
      }`,
      [outboxFields],
    ),
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => data.resendEmail.email,
    status: 201,
  }),
];
