import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [relay, react(), tailwindcss()],
  // The manifest lets bench/load.ts add up the JS each route loads.
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: { '/graphql': apiTarget, '/api': apiTarget, '/healthz': apiTarget },
  },
});
