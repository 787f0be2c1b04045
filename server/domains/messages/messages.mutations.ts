// The owner's message settings (saved partially), the template preview, marking or cancelling a message,
// and "on my way".
import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { UserRef } from '../../graphql/user.js';
import { ServiceRecordRef } from '../customers/customers.types.js';
import { cancelMessage, MESSAGE_NOT_FOUND, markMessageSent } from './messages.actions.js';
import { sendOnMyWay } from './messages.on-my-way.js';
import { APPOINTMENT_NOT_FOUND, type MessagePreviewView, messagePreview } from './messages.preview.js';
import { updateMessageSettings } from './messages.settings.js';
import { CustomerMessageRef, MessageKind, MessageSettingsRef } from './messages.types.js';

const MessageTemplateInput = builder.inputType('MessageTemplateInput', {
  description: 'One template, matched by its kind; fields left out keep their value',
  fields: (t) => ({
    kind: t.field({ type: MessageKind, required: true }),
    enabled: t.boolean(),
    emailSubject: t.string(),
    emailBody: t.string(),
    smsBody: t.string(),
    offsetMinutes: t.int({ description: 'Reminder: minutes before the job (60 to 10080); thank-you: after it was completed (0 to 10080)' }),
  }),
});

const UpdateMessageSettingsInput = builder.inputType('UpdateMessageSettingsInput', {
  description: 'Partial: a key left out keeps its value',
  fields: (t) => ({
    reviewLink: t.string({ description: 'An http(s) address; null or "" removes it' }),
    templates: t.field({ type: [MessageTemplateInput] }),
  }),
});

const MessageIdInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }) }) });
const MarkMessageSentInput = MessageIdInput('MarkMessageSentInput');
const CancelMessageInput = MessageIdInput('CancelMessageInput');
const SendOnMyWayInput = builder.inputType('SendOnMyWayInput', {
  fields: (t) => ({
    appointmentId: t.id({ required: true, description: "The owner's scheduled job of today" }),
    etaMinutes: t.int({ required: true, description: 'Minutes until arrival, 1 to 240' }),
  }),
});

const types = [ValidationError, ConflictError, NotFoundError, PaymentRequiredError];
const errors = (data: string) => ({ types, dataField: { name: data } });

export const MessagePreviewRef = builder.objectRef<MessagePreviewView>('MessagePreview').implement({
  fields: (t) => ({
    subject: t.exposeString('subject'),
    emailBody: t.exposeString('emailBody'),
    smsBody: t.exposeString('smsBody'),
    appointment: t.field({
      type: ServiceRecordRef,
      nullable: true,
      description: 'The job whose values fill the preview; null when the owner has none (sample values)',
      resolve: (p, _a, ctx) => (p.appointmentId ? ctx.prisma.serviceRecord.findUnique({ where: { id: p.appointmentId } }) : null),
    }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  messagePreview: t.field({
    type: MessagePreviewRef,
    description:
      "A template rendered with a real job: the one given, else the next scheduled, else the latest (sample values when there is none). Texts given replace the owner's saved ones.",
    args: {
      kind: t.arg({ type: MessageKind, required: true }),
      appointmentId: t.arg.id(),
      emailSubject: t.arg.string(),
      emailBody: t.arg.string(),
      smsBody: t.arg.string(),
    },
    resolve: (_user, { kind, appointmentId, ...texts }, ctx) => {
      let id: string | null = null;
      if (appointmentId) {
        try {
          id = databaseId(String(appointmentId), 'ServiceRecord', APPOINTMENT_NOT_FOUND);
        } catch {
          throw new GraphQLError(APPOINTMENT_NOT_FOUND, { extensions: { code: 'NOT_FOUND' } });
        }
      }
      return messagePreview(ctx, kind, { appointmentId: id, ...texts });
    },
  }),
}));

builder.mutationFields((t) => ({
  updateMessageSettings: t.field({
    type: MessageSettingsRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateMessageSettingsInput, required: true }) },
    errors: errors('messageSettings'),
    resolve: (_r, { input }, ctx) => updateMessageSettings(ctx, input),
  }),
  markMessageSent: t.field({
    type: CustomerMessageRef,
    authScopes: { signedIn: true },
    description: 'A text the owner sent from their own phone (manual_sms, scheduled) is marked sent',
    args: { input: t.arg({ type: MarkMessageSentInput, required: true }) },
    errors: errors('customerMessage'),
    resolve: (_r, { input }, ctx) => markMessageSent(ctx, databaseId(String(input.id), 'CustomerMessage', MESSAGE_NOT_FOUND)),
  }),
  sendOnMyWay: t.field({
    type: [CustomerMessageRef],
    authScopes: { signedIn: true },
    description: "Tells the customer of today's job that the owner is on the way, with the ETA: one message per channel, due now",
    args: { input: t.arg({ type: SendOnMyWayInput, required: true }) },
    errors: errors('messages'),
    resolve: (_r, { input }, ctx) =>
      sendOnMyWay(ctx, databaseId(String(input.appointmentId), 'ServiceRecord', APPOINTMENT_NOT_FOUND), { etaMinutes: input.etaMinutes }),
  }),
  cancelMessage: t.field({
    type: CustomerMessageRef,
    authScopes: { signedIn: true },
    description: 'A scheduled message is not sent',
    args: { input: t.arg({ type: CancelMessageInput, required: true }) },
    errors: errors('customerMessage'),
    resolve: (_r, { input }, ctx) => cancelMessage(ctx, databaseId(String(input.id), 'CustomerMessage', MESSAGE_NOT_FOUND)),
  }),
}));
