// Live booking requests: each new request reaches its business's owner only, on the owner's topic
// (which also carries their tickets' changes: the app takes both on ownerUpdates).
// The stream is authorized when it opens and ends when the credential is revoked (graphql/streams.ts).
import { signedInUser } from '../../auth/authenticate.js';
import { filter, pipe } from 'graphql-yoga';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { type BookingRequestEvent, isBookingRequestEvent } from '../../graphql/pubsub.js';

/** The event's request with the caller's selection, if it is for the caller's business (here and in ownerUpdates). */
export const eventBookingRequest = (ctx: Context, event: BookingRequestEvent, query: { select?: object; include?: object }) =>
  ctx.prisma.bookingRequest.findFirst({ ...query, where: { id: event.requestId, ownerId: signedInUser(ctx).id } });

builder.subscriptionFields((t) => ({
  bookingRequestReceived: t.prismaField({
    type: 'BookingRequest',
    nullable: true,
    description: "Each new booking request for the caller's business",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => pipe(ctx.pubsub.subscribe('owner', signedInUser(ctx).id), filter(isBookingRequestEvent)),
    resolve: (query, event, _args, ctx) => eventBookingRequest(ctx, event, query),
  }),
}));
