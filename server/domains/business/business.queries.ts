// publicBusiness(subdomain): the booking page's data, open to everyone.
import { builder } from '../../graphql/builder.js';
import { PublicBusiness } from './business.types.js';

builder.queryField('publicBusiness', (t) =>
  t.field({
    type: PublicBusiness,
    nullable: true,
    args: { subdomain: t.arg.string({ required: true }) },
    resolve: (_root, { subdomain }, ctx) =>
      ctx.prisma.business.findUnique({
        where: { subdomain: subdomain.trim().toLowerCase().slice(0, 64) },
        select: {
          businessName: true,
          phone: true,
          city: true,
          state: true,
          zipCode: true,
          serviceRadius: true,
          hoursWeekday: true,
          hoursWeekend: true,
          services: { orderBy: { displayOrder: 'asc' }, select: { id: true, name: true, description: true, price: true } },
        },
      }),
  }),
);
