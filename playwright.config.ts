// Browser journeys in Debian's Chromium at a phone and a desktop viewport, against the built app
// served on a fresh embedded database.
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `lp-e2e-${Date.now()}`);
/** Tests reach the embedded database here to set up states the UI cannot (an account 49 hours old). */
export const e2eDbPort = Number(process.env.E2E_DB_PORT ?? 54329);
/**
 * A second app, on its own embedded database, configured as a deployment without Stripe and with a
 * 21-day program: the journeys about those settings run against it (e2e/other-deployment.ts).
 */
export const e2eAltPort = Number(process.env.E2E_ALT_PORT ?? port + 3);
const e2eAltDbPort = Number(process.env.E2E_ALT_DB_PORT ?? port + 4);
/** A local stand-in answers the app's Stripe calls (no network here). */
export const e2eStripePort = Number(process.env.E2E_STRIPE_PORT ?? 3299);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // A whole journey (several pages and contexts) takes 20–25 s on a free machine and three times that on a
  // busy one; a step still fails after 10 s (expect) as before.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/stripe-standin-server.ts',
      port: e2eStripePort,
      reuseExistingServer: false,
      env: { E2E_STRIPE_PORT: String(e2eStripePort), E2E_APP_URL: `http://localhost:${port}`, STRIPE_WEBHOOK_SECRET: 'whsec_e2e' },
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_DB_PORT: String(e2eDbPort),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PRICE_ID: 'price_founders',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_API_URL: `http://127.0.0.1:${e2eStripePort}`,
        // Every journey signs up from 127.0.0.1 (about 45 accounts per run).
        SIGNUPS_PER_IP: '10000',
        // …and the booking journeys send their visitors' requests from there too.
        BOOKING_REQUESTS_PER_IP: '10000',
        // …and the customers of the pay-link journeys pay from there, and the visitors hold and search windows.
        PAY_CHECKOUTS_PER_IP: '10000',
        DEPOSIT_HOLDS_PER_IP: '10000',
        AVAILABILITY_REQUESTS_PER_IP: '10000',
      },
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://localhost:${e2eAltPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(e2eAltPort),
        DATA_DIR: `${dataDir}-alt`,
        EMBEDDED_DB_PORT: String(e2eAltDbPort),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        PROGRAM_LENGTH_DAYS: '21',
        SIGNUPS_PER_IP: '10000',
      },
    },
  ],
});
