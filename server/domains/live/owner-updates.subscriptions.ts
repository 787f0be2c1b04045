// The signed-in owner's live updates in one subscription: what the app's pages keep live for every owner
// (the requests badge and inbox, the Support icon's unread dot and My Tickets) on one operation of the
// owner's event stream instead of one each, since every operation a stream carries costs the server memory
// for as long as it is open (bench/subscriptions.ts, owners row; bench/results/README.md, #32). The events
// are those of bookingRequestReceived and myTicketsUpdated (the owner's topic carries both), each as its
// own member of the OwnerUpdate union.
import { signedInUser } from '../../auth/authenticate.js';
import { builder } from '../../graphql/builder.js';
import { type BookingRequestEvent, isBookingRequestEvent, type TicketEvent } from '../../graphql/pubsub.js';
import { eventBookingRequest } from '../booking/booking.subscriptions.js';
import { eventTicket } from '../support/support.subscriptions.js';

const BookingRequestReceived = builder.objectRef<BookingRequestEvent>('BookingRequestReceived').implement({
  description: "A new booking request for the owner's business",
  fields: (t) => ({
    bookingRequest: t.prismaField({
      type: 'BookingRequest',
      nullable: true,
      resolve: (query, event, _args, ctx) => eventBookingRequest(ctx, event, query),
    }),
  }),
});

const TicketUpdated = builder.objectRef<TicketEvent>('TicketUpdated').implement({
  description: 'A new message or status change on one of the owner’s own tickets',
  fields: (t) => ({
    ticket: t.prismaField({ type: 'Ticket', nullable: true, resolve: (query, event, _args, ctx) => eventTicket(ctx, event, query) }),
  }),
});

const OwnerUpdate = builder.unionType('OwnerUpdate', {
  description: 'One live update for the signed-in owner',
  types: [BookingRequestReceived, TicketUpdated],
  resolveType: (event) => (isBookingRequestEvent(event) ? BookingRequestReceived : TicketUpdated),
});

builder.subscriptionFields((t) => ({
  ownerUpdates: t.field({
    type: OwnerUpdate,
    description: 'The signed-in owner’s live updates on one operation: new booking requests (as bookingRequestReceived) and changes to their own tickets (as myTicketsUpdated)',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('owner', signedInUser(ctx).id),
    resolve: (event) => event,
  }),
}));
