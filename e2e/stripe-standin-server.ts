// The Stripe stand-in as a process for the browser tests (playwright.config.ts starts it).
import { startStripeStandin } from '../server/test/stripe-standin.js';

// Connect events go to the app's webhook (E2E_APP_URL, signed with the e2e webhook secret).
const app = process.env.E2E_APP_URL;
const standin = await startStripeStandin(Number(process.env.E2E_STRIPE_PORT ?? 3299), {
  webhook: app ? { url: `${app}/webhooks/stripe`, secret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e' } : undefined,
});
console.log(`Stripe stand-in on ${standin.url}`);
