// Settings → Get paid: the business's sales tax rate (copied onto each new invoice), when new invoices
// fall due and when unpaid ones are reminded, and what a service's deposit is.
import { builder } from '../../graphql/builder.js';
import { NotFoundError, parseInput, resultOf, ValidationError } from '../../graphql/errors.js';
import { BusinessRef, DepositType, ServiceRef } from '../business/business.types.js';
import { cents, formatCents, formatRate, parseRate } from '../../../common/money.js';
import { z } from 'zod';
import { invoiceSettingsSchema, TAX_RATE } from './invoices.rules.js';


builder.prismaObjectFields(BusinessRef, (t) => ({
  taxRate: t.string({ description: 'Sales tax as a percentage, e.g. "8.25" (new invoices take it)', resolve: (b) => formatRate(parseRate(b.taxRate) ?? 0) }),
  invoiceDueDays: t.exposeInt('invoiceDueDays', { description: 'Days from drafting an invoice to its due date (0–90; 14 by default)' }),
  invoiceRemindersEnabled: t.exposeBoolean('invoiceRemindersEnabled', { description: 'Whether unpaid invoices get their two reminders' }),
  invoiceFirstReminderDays: t.exposeInt('invoiceFirstReminderDays', { description: 'Days after sending of the first reminder (1–60; 3 by default)' }),
  invoiceSecondReminderDays: t.exposeInt('invoiceSecondReminderDays', {
    description: 'Days after sending of the second reminder (after the first, up to 60; 7 by default)',
  }),
}));

builder.prismaObjectFields(ServiceRef, (t) => ({
  depositType: t.expose('depositType', { type: DepositType, description: 'none, a fixed amount, or a percentage of the price' }),
  depositValue: t.string({
    nullable: true,
    description: 'Dollars ("25.00") for fixed, a percentage ("20") for percent',
    resolve: (s) =>
      s.depositValue === null || s.depositType === 'none' ? null : s.depositType === 'percent' ? String(Math.round(cents(s.depositValue) / 100)) : formatCents(cents(s.depositValue)),
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

const InvoiceSettingsInput = builder.inputType('InvoiceSettingsInput', {
  fields: (t) => ({
    dueDays: t.int({ required: true, description: 'Days from drafting to the due date, 0–90' }),
    remindersEnabled: t.boolean({ required: true, description: 'false: unpaid invoices get no reminders' }),
    firstReminderDays: t.int({ required: true, description: 'Days after sending, 1–60' }),
    secondReminderDays: t.int({ required: true, description: 'Days after sending, after the first, up to 60' }),
  }),
});

builder.mutationField('updateInvoiceSettings', (t) =>
  t.field({
    type: BusinessRef,
    description:
      'Sets when invoices fall due and when unpaid ones are reminded: invoices drafted from now on take the due days, invoices sent from now on the reminders (ones already sent keep theirs)',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: InvoiceSettingsInput, required: true }) },
    errors: resultOf('UpdateInvoiceSettings', 'business', [ValidationError, NotFoundError]),
    resolve: async (_r, { input }, ctx) => {
      const settings = parseInput(invoiceSettingsSchema, input);
      const ownerId = ctx.user?.id ?? '';
      const business = await ctx.prisma.business.findUnique({ where: { ownerId }, select: { id: true } });
      if (!business) throw new NotFoundError('Business not found');
      return ctx.prisma.business.update({
        where: { id: business.id },
        data: {
          invoiceDueDays: settings.dueDays,
          invoiceRemindersEnabled: settings.remindersEnabled,
          invoiceFirstReminderDays: settings.firstReminderDays,
          invoiceSecondReminderDays: settings.secondReminderDays,
        },
      });
    },
  }),
);
