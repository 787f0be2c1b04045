// Browser journeys in Debian's Chromium at a phone and a desktop viewport, against the built app
// served on a fresh embedded database.
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// One id for the run, set by the runner and inherited by its workers (which load this file again).
process.env.E2E_RUN_ID ??= `${Date.now()}`;
const runId = process.env.E2E_RUN_ID;
const dataDir = path.join(os.tmpdir(), `lp-e2e-${runId}`);
/** Tests reach the embedded database here to set up states the UI cannot (an account 49 hours old). */
export const e2eDbPort = Number(process.env.E2E_DB_PORT ?? 54329);
/**
 * With TEST_DATABASE_URL (a PostgreSQL server, as in CI) both apps run on databases of their own there,
 * made empty at start (e2e/serve.ts) and dropped at the end (e2e/teardown.ts); else on embedded ones.
 */
const onServer = (name: string) => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return '';
  const url = new URL(base);
  url.pathname = `/lp_e2e_${runId}${name}`;
  return url.toString();
};
process.env.E2E_DATABASE_URL ??= onServer('');
const altDatabaseUrl = onServer('_alt');
/** Where helpers.ts's sql() reaches the main app's database. */
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL || `postgresql://postgres:postgres@127.0.0.1:${e2eDbPort}/postgres?sslmode=disable`;
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
  globalTeardown: './e2e/teardown.ts',
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
  // Viewports by purpose: the phone is the owner's main device and runs every journey; the desktop runs
  // the tests tagged @desktop: the layout specs (navigation, the customers pane, the schedule's week grid,
  // dialogs, the booking page), every screen's accessibility, and one journey per area.
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium } },
    { name: 'desktop', grep: /@desktop/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/stripe-standin-server.ts',
      port: e2eStripePort,
      reuseExistingServer: false,
      env: { E2E_STRIPE_PORT: String(e2eStripePort), E2E_APP_URL: `http://localhost:${port}`, STRIPE_WEBHOOK_SECRET: 'whsec_e2e' },
    },
    {
      command: 'node --import tsx e2e/serve.ts',
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_DB_PORT: String(e2eDbPort),
        E2E_DATABASE_URL: process.env.E2E_DATABASE_URL,
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
        // Playwright's request context reuses idle connections longer than the server's 5 s and does not retry
        // one the server closed meanwhile (ECONNRESET, as a client behind no proxy could meet): kept open as behind a proxy.
        KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      },
    },
    {
      command: 'node --import tsx e2e/serve.ts',
      url: `http://localhost:${e2eAltPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(e2eAltPort),
        DATA_DIR: `${dataDir}-alt`,
        EMBEDDED_DB_PORT: String(e2eAltDbPort),
        E2E_DATABASE_URL: altDatabaseUrl,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        PROGRAM_LENGTH_DAYS: '21',
        SIGNUPS_PER_IP: '10000',
        KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      },
    },
  ],
});
