// The Stripe adapter: a client built from the configuration (or none), and whether Checkout and
// webhooks are configured. The payment use cases live in domains/payments.
import Stripe from 'stripe';
import type { Config } from '../config.js';

export type Payments = ReturnType<typeof createPayments>;

export function createPayments(config: Config) {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const stripe = config.STRIPE_SECRET_KEY
    ? new Stripe(config.STRIPE_SECRET_KEY, {
        maxNetworkRetries: 1,
        timeout: 10_000,
        ...(api ? { host: api.hostname, port: Number(api.port) || undefined, protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
      })
    : null;
  return {
    stripe,
    configured: !!(stripe && config.STRIPE_PRICE_ID),
    priceId: config.STRIPE_PRICE_ID ?? null,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
  };
}
