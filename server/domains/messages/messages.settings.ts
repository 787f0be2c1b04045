// Saving the owner's message settings: the review link and the templates, partially (absent keys keep
// their value; a template sent is matched by its kind), in one transaction.
import { z } from 'zod';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  MESSAGE_OFFSETS,
  type MessageKind,
  unknownVariables,
} from '../../../common/messages.js';
import { CONTROL_CHARACTERS, singleLineMessage } from '../../../common/text.js';
import type { Context } from '../../graphql/context.js';
import { parseInput, ValidationError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { appBase } from '../../kernel/urls.js';
import { messageSettings, messageTemplates } from './messages.service.js';
import { foreignLinks, linksNotAllowed } from './sms.links.js';

export const REVIEW_LINK_MESSAGE = 'The review link must be a web address starting with http:// or https://';
export const NO_TIMING_MESSAGE = 'Only the reminder and the thank-you have a timing';
export const NO_BUSINESS_MESSAGE = 'Set up your business before adding a review link';
export const NOTHING_TO_CHANGE = 'Nothing to change: give the review link or a template';
const TEMPLATE_FIELDS = ['enabled', 'emailSubject', 'emailBody', 'smsBody', 'offsetMinutes'] as const;

/** A template text: required, at most `max` characters, and only known {variables}. */
const templateText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .superRefine((text, issue) => {
      for (const name of unknownVariables(text)) issue.addIssue({ code: 'custom', message: `Unknown variable {${name}}` });
    });

const reviewLink = z
  .string()
  .trim()
  .max(MESSAGE_LIMITS.reviewLink, `The review link is at most ${MESSAGE_LIMITS.reviewLink} characters`)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !/\s/.test(v);
    } catch {
      return false;
    }
  }, REVIEW_LINK_MESSAGE);

const templateInput = z
  .object({
    kind: z.enum(MESSAGE_KINDS),
    enabled: z.boolean().nullish(),
    emailSubject: templateText('The email subject', MESSAGE_LIMITS.subject)
      .refine((s) => !CONTROL_CHARACTERS.test(s), singleLineMessage('The email subject'))
      .nullish(),
    emailBody: templateText('The email text', MESSAGE_LIMITS.emailBody).nullish(),
    smsBody: templateText('The text message', MESSAGE_LIMITS.smsBody).nullish(),
    offsetMinutes: z.number().int('The timing is a whole number of minutes').nullish(),
  })
  .superRefine((t, issue) => {
    if (t.offsetMinutes === null || t.offsetMinutes === undefined) return;
    const bounds = (MESSAGE_OFFSETS as Partial<Record<MessageKind, { min: number; max: number }>>)[t.kind];
    if (!bounds) {
      issue.addIssue({ code: 'custom', path: ['offsetMinutes'], message: NO_TIMING_MESSAGE });
    } else if (t.offsetMinutes < bounds.min || t.offsetMinutes > bounds.max) {
      const what = t.kind === 'reminder' ? 'The reminder goes' : 'The thank-you goes';
      const when = t.kind === 'reminder' ? 'before the job' : 'after the job is completed';
      issue.addIssue({ code: 'custom', path: ['offsetMinutes'], message: `${what} ${bounds.min} to ${bounds.max} minutes ${when}` });
    }
  });

const settingsInput = z.object({
  reviewLink: reviewLink.optional(),
  templates: z
    .array(templateInput)
    .max(MESSAGE_KINDS.length * 2)
    .nullish()
    .superRefine((list, issue) => {
      const seen = new Set<string>();
      list?.forEach((t, i) => {
        if (seen.has(t.kind)) issue.addIssue({ code: 'custom', path: [i, 'kind'], message: `The ${t.kind} template is given twice` });
        seen.add(t.kind);
      });
    }),
});

export async function updateMessageSettings(ctx: Context, input: unknown) {
  const owner = writer(ctx);
  // A reviewLink key left out keeps the link; null or "" clears it.
  const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const data = parseInput(settingsInput, given);
  const changeLink = 'reviewLink' in given && given.reviewLink !== undefined;
  // A template sent with its kind alone changes nothing (and does not become the owner's own copy).
  const templates = (data.templates ?? []).filter((t) => TEMPLATE_FIELDS.some((k) => t[k] !== undefined && t[k] !== null));
  if (!changeLink && !templates.length) throw new ValidationError(NOTHING_TO_CHANGE);
  // A text goes from the platform's number: it may link only to the business's own pages and its review link.
  const business = await ctx.prisma.business.findUnique({ where: { ownerId: owner.id }, select: { subdomain: true, reviewLink: true } });
  const links = { base: appBase(ctx), subdomain: business?.subdomain ?? null, reviewLink: changeLink ? (data.reviewLink ?? null) : (business?.reviewLink ?? null) };
  const linkErrors = (data.templates ?? []).flatMap((t, i) => {
    const found = t.smsBody ? foreignLinks(t.smsBody, links) : [];
    return found.length ? [{ field: `templates.${i}.smsBody`, message: linksNotAllowed(found, links) }] : [];
  });
  if (linkErrors.length) throw new ValidationError(linkErrors[0].message, linkErrors);
  await ctx.prisma.$transaction(async (tx) => {
    if (changeLink) {
      const { count } = await tx.business.updateMany({ where: { ownerId: owner.id }, data: { reviewLink: data.reviewLink ?? null } });
      if (!count && data.reviewLink) throw new ValidationError(NO_BUSINESS_MESSAGE, [{ field: 'reviewLink', message: NO_BUSINESS_MESSAGE }]);
    }
    if (!templates.length) return;
    const current = await messageTemplates(tx, owner.id);
    for (const t of templates) {
      const was = current.find((c) => c.kind === t.kind) ?? DEFAULT_MESSAGE_TEMPLATES[t.kind];
      const next = {
        enabled: t.enabled ?? was.enabled,
        emailSubject: t.emailSubject ?? was.emailSubject,
        emailBody: t.emailBody ?? was.emailBody,
        smsBody: t.smsBody ?? was.smsBody,
        offsetMinutes: t.kind in MESSAGE_OFFSETS ? (t.offsetMinutes ?? was.offsetMinutes) : null,
      };
      await tx.messageTemplate.upsert({
        where: { ownerId_kind: { ownerId: owner.id, kind: t.kind } },
        create: { ownerId: owner.id, kind: t.kind, ...next },
        update: next,
      });
    }
  });
  return messageSettings(ctx, owner.id);
}
