// Stripe's webhook (the subscription, and the card payments of deposits and invoices on connected
// accounts), mounted by server/http.ts (server/kernel/pages.ts).
import type { PageRoutes } from '../../kernel/pages.js';
import { handleStripeWebhook, WEBHOOKS_NOT_CONFIGURED, webhooksConfigured } from './payments.service.js';

/** Stripe webhook bodies larger than this are refused; Stripe's events are a few KB. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

export const stripeWebhook: PageRoutes = (app, kit) => {
  const { services } = kit;
  // Stripe signs the raw body, so this route reads it untouched: only when webhooks are configured,
  // and never more than a Stripe event can be.
  app.post(
    '/webhooks/stripe',
    async (c, next) => (webhooksConfigured(services) ? next() : c.json({ error: WEBHOOKS_NOT_CONFIGURED }, 400)),
    kit.bodyLimit(MAX_WEBHOOK_BYTES, 'json'),
    async (c) => {
      const result = await handleStripeWebhook(services, await c.req.text(), c.req.header('stripe-signature'), c.req.raw);
      return c.json(result.body, result.status as 200 | 400);
    },
  );
};
