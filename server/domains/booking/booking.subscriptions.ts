// Live booking requests: each new request reaches its business's owner only, on the owner's topic.
// The stream is authorized when it opens and ends when the credential is revoked (graphql/streams.ts).
import { signedInUser } from '../../auth/authenticate.js';
import { builder } from '../../graphql/builder.js';

builder.subscriptionFields((t) => ({
  bookingRequestReceived: t.prismaField({
    type: 'BookingRequest',
    nullable: true,
    description: "Each new booking request for the caller's business",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('bookingRequest', signedInUser(ctx).id),
    resolve: (query, event, _args, ctx) => ctx.prisma.bookingRequest.findFirst({ ...query, where: { id: event.requestId, ownerId: signedInUser(ctx).id } }),
  }),
}));
