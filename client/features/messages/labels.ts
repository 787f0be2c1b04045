// How a customer message's kind, channel and status read on the owner's screens (customer sheet, home).
import type { MessageKind } from '../../../common/messages';
import { formatInstant } from '../../ui/businessZone';

export const KIND_NAMES: Record<MessageKind, string> = {
  confirmation: 'Confirmation',
  reminder: 'Reminder',
  on_my_way: 'On my way',
  thank_you: 'Thank you',
  rebook: 'Rebooking nudge',
  invoice: 'Invoice',
  invoice_reminder: 'Invoice reminder',
  invoice_receipt: 'Receipt',
};
export const kindName = (kind: string) => KIND_NAMES[kind as MessageKind] ?? kind;

export const CHANNEL_NAMES: Record<string, string> = { email: 'Email', sms: 'Text', manual_sms: 'Text from your phone' };
export const channelName = (channel: string) => CHANNEL_NAMES[channel] ?? channel;

export const STATUS_NAMES: Record<string, string> = {
  scheduled: 'Scheduled',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};
export const STATUS_STYLES: Record<string, string> = {
  scheduled: 'bg-brand-50 text-brand-700',
  sent: 'bg-green-50 text-green-800',
  delivered: 'bg-green-50 text-green-800',
  failed: 'bg-red-50 text-red-700',
  skipped: 'bg-amber-50 text-amber-800',
  cancelled: 'bg-slate-100 text-slate-600',
};

/** A date and time as the owner reads it ("Thu, Nov 26, 3:00 PM"), on the business's wall clock. */
export const formatWhen = (iso: string) => formatInstant(iso, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
