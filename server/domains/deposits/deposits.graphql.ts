// Deposits on the public booking page: whether the business asks them now, each service's deposit, and
// the cancellation policy the page shows.
import { cancellationPolicy, depositHeldCents } from '../../../common/deposits.js';
import { builder } from '../../graphql/builder.js';
import { PublicBusiness, PublicService } from '../business/business.types.js';
import { ServiceRecordRef } from '../customers/customers.types.js';
import { formatCents } from '../../../common/money.js';
import { depositOfService, takesCards } from '../../../common/deposits.js';

builder.objectFields(PublicBusiness, (t) => ({
  takesDeposits: t.boolean({
    description: 'Whether the business can take card payments now: only then is a deposit asked at booking',
    resolve: (b, _a, ctx) => takesCards(b, ctx.payments.stripe),
  }),
  depositsPaused: t.boolean({
    description: 'A service asks a deposit but the business cannot take cards yet: booking goes on without one',
    resolve: (b, _a, ctx) => !takesCards(b, ctx.payments.stripe) && b.services.some((s) => depositOfService(s) > 0),
  }),
  freeCancellationHours: t.exposeInt('freeCancellationHours', { description: 'A booking cancelled at least this many hours before keeps its deposit refundable' }),
  cancellationPolicy: t.string({ description: 'The cancellation policy in one sentence', resolve: (b) => cancellationPolicy(b.freeCancellationHours) }),
}));

builder.objectFields(PublicService, (t) => ({
  deposit: t.string({
    nullable: true,
    description: 'The deposit paid when booking it online, e.g. "36.00"; null when none is asked (or the business cannot take cards yet)',
    resolve: (s, _a, ctx) => {
      if (!s.cards || !ctx.payments.stripe) return null;
      const c = depositOfService(s);
      return c ? formatCents(c) : null;
    },
  }),
}));

builder.prismaObjectFields(ServiceRecordRef, (t) => ({
  depositHeld: t.string({
    nullable: true,
    description: 'The deposit the customer paid for this job and still held (credited on its invoice), e.g. "36.00"; null when none',
    resolve: (r) => {
      const c = depositHeldCents(r);
      return c ? formatCents(c) : null;
    },
  }),
}));
