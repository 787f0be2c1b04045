// CustomerMessage nodes, the customer's messages timeline and consent, and the owner's "To text",
// failures and message settings (issue 29's read side).
import { MESSAGE_KINDS, MESSAGE_VARIABLES } from '../../../common/messages.js';
import { builder } from '../../graphql/builder.js';
import { ownedByCaller } from '../../graphql/context.js';
import { UserRef } from '../../graphql/user.js';
import { CustomerRef } from '../customers/customers.types.js';
import {
  isOptedOut,
  messageSettings,
  smsProviderStatus,
  smsUrl,
  type MessageSettingsView,
  type MessageTemplateView,
  type SmsProviderStatusView,
} from './messages.service.js';

export const MESSAGE_CHANNELS = ['email', 'sms', 'manual_sms'] as const;
export const MESSAGE_STATUSES = ['scheduled', 'sent', 'delivered', 'failed', 'skipped', 'cancelled'] as const;
/** How far back the owner's failures list looks. */
export const FAILED_MESSAGES_DAYS = 7;

export const MessageKind = builder.enumType('MessageKind', { values: MESSAGE_KINDS });
export const MessageChannel = builder.enumType('MessageChannel', { values: MESSAGE_CHANNELS });
export const MessageStatus = builder.enumType('MessageStatus', { values: MESSAGE_STATUSES });

/** A message to a customer on one channel. Its owner (and admins, read-only) see it. */
export const CustomerMessageRef = builder.prismaNode('CustomerMessage', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...ownedByCaller(ctx) }),
  authScopes: (message, ctx) => message.ownerId === ctx.user?.id || !!ctx.user?.isAdmin,
  fields: (t) => ({
    kind: t.expose('kind', { type: MessageKind }),
    channel: t.expose('channel', { type: MessageChannel }),
    status: t.expose('status', { type: MessageStatus }),
    dueAt: t.expose('dueAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    to: t.exposeString('to', { description: 'The email address or the phone number (E.164); "" when skipped for want of one' }),
    subject: t.exposeString('subject', { nullable: true }),
    body: t.exposeString('body'),
    error: t.exposeString('error', { nullable: true, description: 'Why it failed or was skipped' }),
    smsUrl: t.string({
      nullable: true,
      description: "A text the owner sends from their own phone (manual_sms): sms:{to}?&body={the text}, for the phone's messages app",
      select: { channel: true, to: true, body: true },
      resolve: (m) => (m.channel === 'manual_sms' && m.to ? smsUrl(m.to, m.body) : null),
    }),
    customer: t.relation('customer'),
    appointment: t.relation('appointment', { nullable: true }),
  }),
});

/** The one connection type of the three message lists (the contract's CustomerMessageConnection). */
export const CustomerMessageConnection = builder.connectionObject({ type: CustomerMessageRef, name: 'CustomerMessageConnection' });

builder.prismaObjectFields(CustomerRef, (t) => ({
  messages: t.relatedConnection(
    'messages',
    {
      cursor: 'id',
      description: 'What went out or is due to this customer, newest due first.',
      query: () => ({ orderBy: [{ dueAt: 'desc' }, { id: 'desc' }] }),
    },
    CustomerMessageConnection,
  ),
  smsConsentAt: t.expose('smsConsentAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When the customer agreed to text messages; null = no texts are sent',
  }),
  smsConsentSource: t.exposeString('smsConsentSource', {
    nullable: true,
    description: 'How the consent was given: owner_verbal or owner_written (the owner recorded it), booking_form (the visitor ticked the box); owner on consents recorded before the how was asked',
  }),
  smsOptedOut: t.boolean({
    description: 'The phone replied STOP: no text goes to it until it replies START',
    select: { phone: true },
    resolve: (c, _a, ctx) => isOptedOut(ctx, c.phone),
  }),
}));

export const MessageTemplateRef = builder.objectRef<MessageTemplateView>('MessageTemplate').implement({
  description: "One kind of message: the owner's version, or the default",
  fields: (t) => ({
    kind: t.field({ type: MessageKind, resolve: (m) => m.kind }),
    enabled: t.exposeBoolean('enabled'),
    emailSubject: t.exposeString('emailSubject'),
    emailBody: t.exposeString('emailBody'),
    smsBody: t.exposeString('smsBody'),
    offsetMinutes: t.exposeInt('offsetMinutes', {
      nullable: true,
      description: 'Reminder: minutes before the job; thank-you: minutes after it was completed; null for the others',
    }),
    isDefault: t.exposeBoolean('isDefault', { description: 'Never edited: the text is the default' }),
  }),
});

export const SmsProviderStatusRef = builder.objectRef<SmsProviderStatusView>('SmsProviderStatus').implement({
  fields: (t) => ({
    configured: t.exposeBoolean('configured', { description: 'Texts go through the SMS provider; otherwise to the owner\'s "To text" list' }),
    from: t.exposeString('from', { nullable: true, description: 'The number texts go from (E.164)' }),
  }),
});

export const MessageSettingsRef = builder.objectRef<MessageSettingsView>('MessageSettings').implement({
  fields: (t) => ({
    reviewLink: t.exposeString('reviewLink', { nullable: true, description: 'The public review page the thank-you links to' }),
    smsProvider: t.field({ type: SmsProviderStatusRef, resolve: (_s, _a, ctx) => smsProviderStatus(ctx.config) }),
    templates: t.field({ type: [MessageTemplateRef], resolve: (s) => s.templates }),
    variables: t.stringList({ description: 'The {variables} a template may use', resolve: () => [...MESSAGE_VARIABLES] }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  messagesToText: t.relatedConnection(
    'customerMessages',
    {
      cursor: 'id',
      description: 'Texts due that the owner sends from their own phone (no SMS provider), oldest first.',
      query: () => ({
        where: { channel: 'manual_sms', status: 'scheduled', dueAt: { lte: new Date() } },
        orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
      }),
    },
    CustomerMessageConnection,
  ),
  failedMessages: t.relatedConnection(
    'customerMessages',
    {
      cursor: 'id',
      description: `Messages that failed, due in the last ${FAILED_MESSAGES_DAYS} days or later, newest first (a skipped message, for want of an address or consent, shows on its customer's timeline).`,
      query: () => ({
        where: { status: 'failed', dueAt: { gte: new Date(Date.now() - FAILED_MESSAGES_DAYS * 86_400_000) } },
        orderBy: [{ dueAt: 'desc' }, { id: 'desc' }],
      }),
    },
    CustomerMessageConnection,
  ),
  messageSettings: t.field({
    type: MessageSettingsRef,
    description: 'Templates (every kind, edited or default), the review link and the SMS provider',
    resolve: (user, _a, ctx) => messageSettings(ctx, user.id),
  }),
}));
