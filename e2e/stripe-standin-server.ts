// The Stripe stand-in as a process for the browser tests (playwright.config.ts starts it).
import { startStripeStandin } from '../server/test/stripe-standin.js';

const standin = await startStripeStandin(Number(process.env.E2E_STRIPE_PORT ?? 3299));
console.log(`Stripe stand-in on ${standin.url}`);
