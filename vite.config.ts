import { createHash } from 'node:crypto';
import fs from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import relay from 'vite-plugin-relay';
import { routeChunks } from './vite.chunks.js';

/**
 * Writes /sw.js from client/pwa/service-worker.js with this build's id and the files that start the
 * app (the entry chunk, the chunks it imports statically, theirs in turn, and the styles), so an
 * installed app opens from cache.
 */
function serviceWorker(): Plugin {
  return {
    name: 'launchpad-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set<string>(['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png']);
      const withImports = (fileName: string) => {
        if (files.has(`/${fileName}`)) return;
        files.add(`/${fileName}`);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(imported);
      };
      for (const item of Object.values(bundle)) {
        // The public booking page's entry is not part of the owner's app (its visitors never install it).
        if (item.type === 'chunk' && item.isEntry && item.name !== 'booking') withImports(item.fileName);
        if (item.type === 'asset' && item.fileName.endsWith('.css')) files.add(`/${item.fileName}`);
      }
      const precache = [...files].sort();
      const template = fs.readFileSync('client/pwa/service-worker.js', 'utf8');
      const build = createHash('sha256').update(template).update(precache.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const BUILD = ${JSON.stringify(build)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${template}`,
      });
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // Assets are also written brotli- and gzip-compressed; the server picks one by Accept-Encoding.
  plugins: [relay, react(), tailwindcss(), serviceWorker(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /\.html$/], threshold: 1024 })],
  // The manifest lets bench/load.ts add up the JS each route loads.
  // The hooks entry of react-relay leaves out the legacy container APIs (QueryRenderer, createFragmentContainer…),
  // which the app does not use: about 10 kB less JS on every page.
  resolve: { alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }] },
  // Two pages: the app (index.html) and the server-rendered public booking page (booking.html, hydrated by booking.tsx).
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      input: { index: 'client/index.html', booking: 'client/booking.html' },
      output: { codeSplitting: routeChunks() },
    },
  },
  server: {
    // The booking page (and its logos) is rendered by the server.
    proxy: { '/graphql': apiTarget, '/api': apiTarget, '/healthz': apiTarget, '^/booking(/|-logo/)': apiTarget },
  },
});
