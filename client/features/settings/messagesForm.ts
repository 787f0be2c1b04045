// Settings → Messages as form values: a template's texts and its timing in hours, the schema that checks
// lengths and bounds (common/messages; unknown {variables} are the server's to refuse), the labels of the
// kinds, where a server field error belongs, and the values a preview fills in.
import { z } from 'zod';
import { MESSAGE_LIMITS, MESSAGE_OFFSETS, MESSAGE_VARIABLES, type MessageKind, type MessageValues } from '../../../common/messages';

export const KIND_LABELS: Record<MessageKind, { title: string; when: string }> = {
  confirmation: { title: 'Confirmation', when: 'When a job is booked or moved' },
  reminder: { title: 'Reminder', when: 'A set time before the job' },
  on_my_way: { title: 'On my way', when: 'When you tap On my way on a job today' },
  thank_you: { title: 'Thank you and review', when: 'A set time after you complete the job' },
  rebook: { title: 'Rebooking nudge', when: "When a customer's next service is due" },
  invoice: { title: 'Invoice', when: 'When you send an invoice by email or text' },
  invoice_reminder: { title: 'Invoice reminder', when: 'An unpaid invoice: on the days you set in Get paid (3 and 7 days after you sent it unless changed)' },
  invoice_receipt: { title: 'Receipt', when: 'When an invoice is paid in full' },
};

export const TIMING_LABELS: Partial<Record<MessageKind, string>> = {
  reminder: 'Hours before the job',
  thank_you: 'Hours after the job is completed',
};

export interface TemplateValues {
  emailSubject: string;
  emailBody: string;
  smsBody: string;
  offsetHours: string;
}
export type TextField = 'emailSubject' | 'emailBody' | 'smsBody';

const text = (label: string, max: number) =>
  z
    .string()
    .refine((v) => v.trim().length > 0, `Enter the ${label}`)
    .refine((v) => v.length <= max, `Keep the ${label} to ${max} characters`);

/** A kind's form schema; the timing is checked only for the kinds that have one. */
export function templateSchema(kind: MessageKind) {
  const bounds = kind === 'reminder' || kind === 'thank_you' ? MESSAGE_OFFSETS[kind] : null;
  return z.object({
    emailSubject: text('email subject', MESSAGE_LIMITS.subject),
    emailBody: text('email text', MESSAGE_LIMITS.emailBody),
    smsBody: text('text message', MESSAGE_LIMITS.smsBody),
    offsetHours: z.string().superRefine((v, ctx) => {
      if (!bounds) return;
      const hours = Number(v.trim());
      if (!v.trim() || !Number.isInteger(hours)) return ctx.addIssue({ code: 'custom', message: 'Use a whole number of hours' });
      if (hours * 60 < bounds.min || hours * 60 > bounds.max)
        ctx.addIssue({ code: 'custom', message: `Use ${bounds.min / 60} to ${bounds.max / 60} hours` });
    }),
  });
}

export const offsetMinutesOf = (kind: MessageKind, values: TemplateValues) =>
  kind === 'reminder' || kind === 'thank_you' ? Number(values.offsetHours.trim()) * 60 : null;

export const hoursOf = (minutes: number | null | undefined) => (minutes == null ? '' : String(Math.round(minutes / 60)));

/** A server field error's place in a template's form: `templates.0.emailBody`, `emailBody` or `offsetMinutes`. */
export function templateFieldOf(field: string): keyof TemplateValues | null {
  const last = field.split('.').pop() ?? '';
  if (last === 'offsetMinutes') return 'offsetHours';
  return last === 'emailSubject' || last === 'emailBody' || last === 'smsBody' ? last : null;
}

/**
 * The server renders a preview of a real job but does not list the values it used, so the page asks it
 * to render this probe (every variable, between separators) once and reads the values back out; the
 * live preview then fills the owner's unsaved text with renderMessage, the renderer the sender uses.
 */
export const PREVIEW_SEPARATOR = '|~|';
export function valuesFromProbe(rendered: string): MessageValues {
  const parts = rendered.split(PREVIEW_SEPARATOR);
  return Object.fromEntries(MESSAGE_VARIABLES.map((name, i) => [name, parts[i] ?? ''])) as MessageValues;
}
