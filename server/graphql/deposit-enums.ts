// The job's deposit enums of the GraphQL schema, shared by the domains that write a job or its deposit:
// the owner's choice when cancelling or moving a job (jobs, booking) and where a job's deposit stands (deposits).
import { builder } from './builder.js';

export const DepositChoiceEnum = builder.enumType('DepositChoice', {
  description: "The owner's choice for a job's paid deposit when cancelling or moving it",
  values: {
    refund: { description: 'Give it back to the customer through Stripe (once)' },
    carry: { description: 'Keep it on the job: it is credited on the invoice at the new date' },
  } as const,
});

export const DepositStatusEnum = builder.enumType('DepositStatus', {
  description: "Where a job's deposit stands",
  values: {
    none: { description: 'No deposit asked' },
    asked: { description: 'Asked through its pay link, payable until depositDueAt' },
    unpaid: { description: 'Asked, and not paid by depositDueAt: the link says it expired; the owner can send it again' },
    paid: { description: 'Paid through Checkout and held (credited on the invoice)' },
    refunded: { description: 'Paid, then given back through Stripe' },
  } as const,
});
