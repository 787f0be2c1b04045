// Live booking requests: each new request reaches its business's owner only. The stream is
// authorized when it opens and ends when the credential is revoked or expires (graphql/streams.ts).
import { builder } from '../../graphql/builder.js';
import { unauthenticated } from '../../graphql/errors.js';
import type { BookingRequestEvent } from '../../graphql/pubsub.js';
import { channelEvents } from '../../graphql/streams.js';

builder.subscriptionFields((t) => ({
  bookingRequestReceived: t.prismaField({
    type: 'BookingRequest',
    nullable: true,
    description: "Each new booking request for the caller's business",
    subscribe: (_root, _args, ctx) => {
      const ownerId = ctx.user?.id;
      if (!ownerId) throw unauthenticated();
      return channelEvents(ctx, 'bookingRequestEvent', (e) => e.ownerId === ownerId, false);
    },
    resolve: (query, event: BookingRequestEvent, _args, ctx) =>
      ctx.prisma.bookingRequest.findFirst({ ...query, where: { id: event.requestId, ownerId: ctx.user?.id ?? '' } }),
  }),
}));
