// publicBusiness(subdomain): the booking page's data, open to everyone; subdomainAvailability for onboarding.
import { bookingDateRange } from '../../../common/booking.js';
import { closedDaysOfBusiness } from '../../../common/closed-days.js';
import { builder } from '../../graphql/builder.js';
import { subdomainAvailability, subdomainKey } from './business.service.js';
import { PublicBusiness } from './business.types.js';

const SubdomainAvailability = builder
  .objectRef<{ subdomain: string; available: boolean; suggestion: string | null }>('SubdomainAvailability')
  .implement({
    fields: (t) => ({
      subdomain: t.exposeString('subdomain', { description: 'The booking address the name would use' }),
      available: t.exposeBoolean('available'),
      suggestion: t.exposeString('suggestion', { nullable: true, description: 'A free address when this one is taken' }),
    }),
  });

builder.queryField('subdomainAvailability', (t) =>
  t.field({
    type: SubdomainAvailability,
    description: 'Whether the booking address derived from a business name (or typed) is free for the caller.',
    authScopes: { signedIn: true },
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }, ctx) => subdomainAvailability(ctx, name.slice(0, 200)),
  }),
);

builder.queryField('publicBusiness', (t) =>
  t.field({
    type: PublicBusiness,
    nullable: true,
    args: { subdomain: t.arg.string({ required: true }) },
    resolve: async (_root, { subdomain }, ctx) => {
      const b = await ctx.prisma.business.findUnique({
        where: { subdomain: subdomainKey(subdomain) },
        select: {
          owner: { select: { closedAt: true } },
          businessName: true,
          phone: true,
          city: true,
          state: true,
          zipCode: true,
          serviceRadius: true,
          bookingMode: true,
          hoursWeekday: true,
          hoursWeekend: true,
          weeklyHours: true,
          timeOff: { where: { to: { gte: new Date(`${bookingDateRange().min}T00:00:00Z`) } }, orderBy: { from: 'asc' }, select: { from: true, to: true, intervals: true } },
          brandColor: true,
          logo: { select: { hash: true } },
          stripeAccountId: true,
          chargesEnabled: true,
          freeCancellationHours: true,
          services: { orderBy: { displayOrder: 'asc' }, select: { id: true, name: true, description: true, price: true, depositType: true, depositValue: true } },
        },
      });
      return b && { ...b, acceptingBookings: !b.owner.closedAt, closed: closedDaysOfBusiness(b) };
    },
  }),
);
