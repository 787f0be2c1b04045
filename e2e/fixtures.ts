// The browser tests' `test`, with ready-made owners: `owner(options)` signs a new owner in on the
// test's page in the state the journey needs (new, set up, paying, offering Full Detail) through the
// API and the database and opens the page it starts on (helpers.ts readyOwner): one page load, no
// forms. Only the specs about signing up, signing in and the setup wizard walk those forms.
import { test as base, expect } from '@playwright/test';
import { type OwnerOptions, type ReadyOwner, readyOwner } from './helpers';

export const test = base.extend<{ owner: (opts?: OwnerOptions) => Promise<ReadyOwner> }>({
  owner: async ({ page }, use) => {
    await use((opts) => readyOwner(page, opts));
  },
});

export { expect, readyOwner };
