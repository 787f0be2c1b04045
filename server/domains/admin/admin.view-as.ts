// "View as" (#57): the operator opens an owner's screens read-only, to see what the owner sees. A
// session of the owner's marked with the admin (Session.viewAsAdminId) lives 30 minutes at most, in a
// cookie of its own (server/auth/session.ts) beside the admin's, which stays for Exit. While it is on,
// the request acts as the owner (server/auth/authenticate.ts) and writes nothing (server/auth/view-as.ts).
// It is not one of the owner's devices (account.devices.ts), and it is audited as user.view-as.
import crypto from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { VIEW_AS_SECONDS } from '../../auth/session.js';
import type { User } from '../../db/generated/prisma/client.js';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { UserRef } from '../../graphql/user.js';
import { recordAdminAction, userLabel } from '../platform/audit.js';

export const VIEW_AS_ADMIN = "View as opens an owner's screens: an admin account cannot be viewed as.";
export const VIEW_AS_CLOSED = 'This account is closed: its screens cannot be viewed.';

interface ViewAsShape {
  owner: User;
  expiresAt: Date;
}

const ViewAsSessionRef = builder.objectRef<ViewAsShape>('ViewAsSession').implement({
  description: "An admin's read-only view of an owner's screens",
  fields: (t) => ({
    owner: t.field({ type: UserRef, resolve: (v) => v.owner }),
    ownerName: t.string({ resolve: (v) => `${v.owner.firstName} ${v.owner.lastName}`.trim() || v.owner.email }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'The view ends then (30 minutes after it began) or on Exit' }),
  }),
});

/** Starts the admin's view of the owner: a 30-minute session of the owner's, its cookie, and the audit entry, in one transaction. */
export async function startViewAs(ctx: Context, ownerId: string): Promise<ViewAsShape> {
  const admin = ctx.user;
  if (!admin?.isAdmin) throw new Error('view-as without an admin');
  const owner = await ctx.prisma.user.findUnique({ where: { id: ownerId } });
  if (!owner) throw new NotFoundError('User not found');
  if (owner.isAdmin) throw new ValidationError(VIEW_AS_ADMIN);
  if (owner.closedAt) throw new ValidationError(VIEW_AS_CLOSED);
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + VIEW_AS_SECONDS * 1000);
  await ctx.prisma.$transaction(async (tx) => {
    // One view at a time: an admin's earlier view (of anyone) ends with the new one.
    await tx.session.updateMany({ where: { viewAsAdminId: admin.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.session.create({ data: { id, userId: owner.id, expiresAt, viewAsAdminId: admin.id, userAgent: ctx.request.headers.get('user-agent')?.slice(0, 300) ?? null } });
    await recordAdminAction(tx, { id: admin.id, email: admin.email }, {
      action: 'user.view-as',
      subject: { type: 'user', id: owner.id, label: userLabel(owner) },
      details: { expiresAt: expiresAt.toISOString() },
    });
  });
  ctx.setCookies.push(await ctx.sessions.viewAsCookie(id, expiresAt));
  return { owner, expiresAt };
}

/** Exit: ends the view (its session and cookie) and answers whose it was; with no view on, clears a stale cookie. */
export async function endViewAs(ctx: Context): Promise<string | null> {
  ctx.setCookies.push(ctx.sessions.clearViewAsCookie());
  if (!ctx.viewAs || !ctx.user || !ctx.sessionId) return null;
  await ctx.sessions.revoke(ctx.sessionId);
  return encodeGlobalID('User', ctx.user.id);
}

builder.queryFields((t) => ({
  viewAs: t.field({
    type: ViewAsSessionRef,
    nullable: true,
    // Anyone may ask (the app frame's query asks it signed out too): null unless the request is in a view.
    description: "The admin's read-only view this request is in (the owner's app shows its banner), or null",
    resolve: (_r, _a, ctx) => (ctx.viewAs && ctx.user ? { owner: ctx.user, expiresAt: ctx.viewAs.expiresAt } : null),
  }),
}));

builder.mutationFields((t) => ({
  startViewAs: t.field({
    type: ViewAsSessionRef,
    authScopes: ADMIN_PERSON,
    description: "Opens the owner's screens read-only for 30 minutes: sets the view's cookie beside the admin's (Exit: endViewAs)",
    args: { userId: t.arg.id({ required: true }) },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'viewAs' } },
    resolve: (_r, args, ctx) => startViewAs(ctx, databaseId(String(args.userId), 'User', 'User not found')),
  }),
  endViewAs: t.field({
    type: 'ID',
    nullable: true,
    authScopes: { signedIn: true },
    description: "Exit: ends the admin's read-only view; answers the owner's id (the admin returns to their page), or null when no view was on",
    resolve: (_r, _a, ctx) => endViewAs(ctx),
  }),
}));
