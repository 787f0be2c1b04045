// The Stripe stand-in as a process for the browser tests (playwright.config.ts starts it). Paying on its
// hosted checkout page sends the signed event to the app under test (its webhook secret is whsec_e2e).
import { startStripeStandin } from '../server/test/stripe-standin.js';

const standin = await startStripeStandin({
  port: Number(process.env.E2E_STRIPE_PORT ?? 3299),
  webhookSecret: 'whsec_e2e',
  webhookUrl: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}/webhooks/stripe`,
});
console.log(`Stripe stand-in on ${standin.url}`);
