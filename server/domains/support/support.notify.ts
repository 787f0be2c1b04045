// The operator's email of new tickets and owners' replies, so the 24-hour promise does not depend on an
// open admin tab: to the address an admin set on the Support tab (AppSetting), else ADMIN_NOTIFY_EMAIL,
// else none. The emails themselves are written by support.service.ts with the ticket's change.
import { z } from 'zod';
import type { Context } from '../../graphql/context.js';
import { parseInput } from '../../graphql/errors.js';

export const NOTIFY_EMAIL_SETTING = 'support.notifyEmail';
export const NOTIFY_EMAIL_INVALID = 'Please enter a valid email address, or leave it empty to stop these emails.';

const notifyEmailSchema = z
  .string({ message: NOTIFY_EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .max(254, NOTIFY_EMAIL_INVALID)
  .refine((v) => v === '' || z.string().email().safeParse(v).success, NOTIFY_EMAIL_INVALID);

type Ctx = Pick<Context, 'prisma' | 'config'>;

/** The address set on the Support tab, or null. */
export async function savedNotifyEmail(ctx: Ctx) {
  return (await ctx.prisma.appSetting.findUnique({ where: { key: NOTIFY_EMAIL_SETTING } }))?.value || null;
}

/** Where the operator's emails go now, or null when nowhere. */
export async function notifyAddress(ctx: Ctx) {
  return (await savedNotifyEmail(ctx)) ?? ctx.config.ADMIN_NOTIFY_EMAIL ?? null;
}

/** Sets the Support tab's address; empty removes it (ADMIN_NOTIFY_EMAIL applies again). */
export async function setNotifyEmail(ctx: Ctx, input: unknown) {
  const email = parseInput(notifyEmailSchema, input ?? '');
  if (!email) await ctx.prisma.appSetting.deleteMany({ where: { key: NOTIFY_EMAIL_SETTING } });
  else await ctx.prisma.appSetting.upsert({ where: { key: NOTIFY_EMAIL_SETTING }, create: { key: NOTIFY_EMAIL_SETTING, value: email }, update: { value: email } });
  return settings(ctx);
}

export async function settings(ctx: Ctx) {
  const saved = await savedNotifyEmail(ctx);
  return { email: saved, defaultEmail: ctx.config.ADMIN_NOTIFY_EMAIL ?? null, sendsTo: saved ?? ctx.config.ADMIN_NOTIFY_EMAIL ?? null };
}
