// Settings → Get paid: the business's sales tax rate (copied onto each new invoice), and what a service's deposit is.
import { builder } from '../../graphql/builder.js';
import { NotFoundError, parseInput, resultOf, ValidationError } from '../../graphql/errors.js';
import { BusinessRef, ServiceRef } from '../business/business.types.js';
import { cents, formatCents, formatRate, parseRate } from './money.js';
import { z } from 'zod';
import { TAX_RATE } from './invoices.rules.js';

export const DepositType = builder.enumType('DepositType', { values: ['none', 'fixed', 'percent'] as const });

builder.prismaObjectFields(BusinessRef, (t) => ({
  taxRate: t.string({ description: 'Sales tax as a percentage, e.g. "8.25" (new invoices take it)', resolve: (b) => formatRate(parseRate(b.taxRate) ?? 0) }),
}));

builder.prismaObjectFields(ServiceRef, (t) => ({
  depositType: t.expose('depositType', { type: DepositType, description: 'none, a fixed amount, or a percentage of the price' }),
  depositValue: t.string({
    nullable: true,
    description: 'Dollars ("25.00") for fixed, a percentage ("20") for percent',
    resolve: (s) => (s.depositValue === null ? null : s.depositType === 'percent' ? formatRate(parseRate(s.depositValue) ?? 0) : formatCents(cents(s.depositValue))),
  }),
}));

const taxRateSchema = z.string({ error: TAX_RATE }).transform((value, ctx) => {
  const rate = parseRate(value);
  if (rate === null) {
    ctx.addIssue({ code: 'custom', message: TAX_RATE });
    return z.NEVER;
  }
  return rate;
});

builder.mutationField('updateTaxRate', (t) =>
  t.field({
    type: BusinessRef,
    description: "Sets the business's sales tax rate; invoices drafted from now on take it (drafts keep theirs)",
    authScopes: { signedIn: true },
    args: { taxRate: t.arg.string({ required: true, description: 'A percentage, e.g. "8.25"' }) },
    errors: resultOf('UpdateTaxRate', 'business', [ValidationError, NotFoundError]),
    resolve: async (_r, { taxRate }, ctx) => {
      const rate = parseInput(taxRateSchema, taxRate);
      const ownerId = ctx.user?.id ?? '';
      const business = await ctx.prisma.business.findUnique({ where: { ownerId }, select: { id: true } });
      if (!business) throw new NotFoundError('Business not found');
      return ctx.prisma.business.update({
        where: { id: business.id },
        data: { taxRate: `${Math.floor(rate / 1000)}.${String(rate % 1000).padStart(3, '0')}` },
      });
    },
  }),
);
