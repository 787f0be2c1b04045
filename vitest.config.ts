import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 ships CommonJS and .mjs builds; Node loads the CommonJS one for Pothos and yoga, so
// the server tests must import that same file or graphql sees two realms.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'vite/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/**/*.test.tsx', 'client/**/*.test.ts'],
        },
      },
    ],
  },
});
