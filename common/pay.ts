// The customer's pay link (/pay/{token}): tip choices and the messages the page, GraphQL and REST share.

/** The tip choices the pay page offers, as percentages of the invoice before tax (subtotal less discount). */
export const TIP_PERCENTS = [15, 20, 25] as const;

export const PAY_LINK_NOT_FOUND = 'Invoice not found. Please check the link you were sent.';
export const TIP_CHOOSE_ONE = 'Choose a tip percentage or a tip amount, not both.';
export const TIP_PERCENT_INVALID = 'The tip percentage must be a whole number from 0 to 100.';
export const TIP_AMOUNT_INVALID = 'Enter the tip as an amount in dollars, like 12 or 12.50.';
export const TIP_OVER_LIMIT = 'With this tip the payment would be more than $99,999,999.99, the most an invoice can hold. Choose a smaller tip.';
export const tipTooLarge = (max: string) => `A tip can be at most the invoice's total ($${max}).`;
export const INVOICE_ALREADY_PAID = 'This invoice is already paid. Thank you!';
export const INVOICE_VOIDED = 'This invoice was cancelled by the business and cannot be paid.';
export const INVOICE_REFUNDED = 'This invoice was refunded and cannot be paid again.';
export const AMOUNT_TOO_SMALL_FOR_CARD = 'The amount due is too small to pay by card (at least $0.50). Please pay the business directly.';
export const cannotTakeCards = (businessName: string, phone: string | null) =>
  `${businessName} cannot take card payments online yet. Please pay them directly${phone ? `: call ${phone}` : ''}.`;
/** Stripe did not start a card payment (the business's account refused it, Stripe down): the customer is told what to do; the owner is emailed. */
export const CARD_CHECKOUT_FAILED = (businessName: string, phone: string | null) =>
  `The card payment could not be started just now. Please try again in a few minutes${phone ? `, or call ${businessName} at ${phone}` : ''}.`;
export const TOO_MANY_PAY_ATTEMPTS = 'Too many payment attempts from your network. Please wait an hour and try again, or call the business.';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const NOTHING_TO_REFUND = 'This invoice has no card payment to refund. Give back cash or other payments directly.';
export const REFUND_IN_PROGRESS = 'A refund of this invoice is already under way. Wait a moment and reload.';
export const ALREADY_REFUNDED = 'This invoice was refunded already.';
/** Stripe refused or failed the refund: what it said, and that nothing else changed. */
export const refundFailed = (reason: string) => `Stripe did not refund this payment (${reason}). Nothing was refunded; try again, or refund it from your Stripe dashboard.`;
export const REFUND_NOT_ALLOWED = 'Only a paid or partly paid invoice can be refunded.';
export const CARDS_NOT_CONFIGURED = 'Card payments are not configured on this server.';
