// createTicket and replyToTicket (owners); adminReplyToTicket, setTicketStatus, markTicketRead (admins).
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import { NotFoundError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import * as support from './support.service.js';
import { TicketRef, TicketStatus } from './support.types.js';
import { setNotifyEmail } from './support.notify.js';
import { SupportNotifySettings } from './support.queries.js';

const CreateTicketInput = builder.inputType('CreateTicketInput', {
  fields: (t) => ({
    category: t.string({ required: true }),
    subject: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

/** The errors these mutations return (union and result names come from the builder). */
const errors = { types: [ValidationError, NotFoundError], dataField: { name: 'ticket' } };
const ticketId = (id: string | number) => databaseId(String(id), 'Ticket', support.TICKET_NOT_FOUND);

builder.mutationFields((t) => ({
  createTicket: t.field({
    type: TicketRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateTicketInput, required: true }) },
    errors: errors,
    resolve: (_r, { input }, ctx) => support.createTicket(ctx, input),
  }),
  replyToTicket: t.field({
    type: TicketRef,
    description: 'The owner’s reply on their own ticket (not on a closed one)',
    authScopes: { signedIn: true },
    args: { ticketId: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    errors: errors,
    resolve: (_r, args, ctx) => support.ownerReply(ctx, ticketId(args.ticketId), args.message),
  }),
  adminReplyToTicket: t.field({
    type: TicketRef,
    description: 'The admin’s reply; a new ticket moves to in_progress unless a status is given',
    authScopes: { admin: true },
    args: {
      ticketId: t.arg.id({ required: true }),
      message: t.arg.string({ required: true }),
      status: t.arg({ type: TicketStatus, required: false }),
    },
    errors: errors,
    resolve: (_r, args, ctx) => support.adminReply(ctx, ticketId(args.ticketId), args.message, args.status),
  }),
  setTicketStatus: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    args: { ticketId: t.arg.id({ required: true }), status: t.arg({ type: TicketStatus, required: true }) },
    errors: errors,
    resolve: (_r, args, ctx) => support.setStatus(ctx, ticketId(args.ticketId), args.status),
  }),
  markTicketRead: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    args: { ticketId: t.arg.id({ required: true }) },
    errors: errors,
    resolve: (_r, args, ctx) => support.markRead(ctx, ticketId(args.ticketId)),
  }),
  setSupportNotifyEmail: t.field({
    type: SupportNotifySettings,
    description: 'Where the operator is emailed of new tickets and owners’ replies; empty stops them (ADMIN_NOTIFY_EMAIL applies again when set)',
    authScopes: ADMIN_PERSON,
    args: { email: t.arg.string({ required: false }) },
    errors: { types: [ValidationError], dataField: { name: 'settings' } },
    resolve: (_r, args, ctx) => setNotifyEmail(ctx, args.email),
  }),
}));
