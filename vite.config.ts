import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import relay from 'vite-plugin-relay';
import { SERVER_PAGES } from './common/server-pages.js';
import { routePreloads } from './vite/route-preloads.js';

/** The admin panel's modules: precached for nobody (the admin's browser caches them as they load). */
const ADMIN_CODE = /[\\/]client[\\/]features[\\/]admin[\\/]/;

/** Where the build keeps its source maps: beside the client, never under what the server serves (dist/client). */
export const SOURCEMAP_DIR = path.resolve(import.meta.dirname, 'dist/sourcemaps');

/**
 * Source maps for debugging production errors, kept off the server: the build makes them without a
 * sourceMappingURL comment ('hidden') and this moves them to dist/sourcemaps, so /assets/*.js.map is a 404.
 */
function sourcemapsOffTheServer(): Plugin {
  return {
    name: 'launchpad-sourcemaps-off-the-server',
    apply: 'build',
    generateBundle(_options, bundle) {
      fs.rmSync(SOURCEMAP_DIR, { recursive: true, force: true });
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = path.join(SOURCEMAP_DIR, fileName);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, item.source);
        delete bundle[fileName];
      }
    },
  };
}

/**
 * Writes /sw.js from client/pwa/service-worker.js with this build's id, the prefixes of the server's
 * own pages, and the files of the app: its shell (/), every chunk the app's entry reaches, statically
 * or through a route's import, except the admin's own code (an owner never runs it), and the styles.
 * So an installed app opens from cache and fetches only its data.
 */
function serviceWorker(): Plugin {
  return {
    name: 'launchpad-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set<string>(['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png']);
      // A chunk an admin module starts (the admin route, its loader, its lazy parts) and what only it imports.
      const adminOnly = (chunk: Rolldown.OutputChunk) => ADMIN_CODE.test(chunk.facadeModuleId ?? '');
      const withImports = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(`/${fileName}`) || (chunk?.type === 'chunk' && adminOnly(chunk))) return;
        files.add(`/${fileName}`);
        if (chunk?.type === 'chunk') for (const imported of [...chunk.imports, ...chunk.dynamicImports]) withImports(imported);
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
        source: `const BUILD = ${JSON.stringify(build)};\nconst PRECACHE = ${JSON.stringify(precache)};\nconst SERVER_PAGES = ${JSON.stringify(SERVER_PAGES)};\n${template}`,
      });
    },
  };
}

/**
 * The format of the Relay store's records this build reads and writes: a hash of the compiled Relay
 * artifacts (the __generated__ folders under client/, written by `npm run generate` before every build), which
 * change with any query, fragment or schema type the client uses. The kept snapshot of another build is
 * dropped unread (client/relay/persist.ts).
 */
function relayArtifactsHash() {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync('client', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.split(path.sep).includes('__generated__'))
    .sort();
  for (const file of files) {
    const full = path.join('client', file);
    if (fs.statSync(full).isFile()) hash.update(`${file}\0`).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

/** The signed-in pages' frame (the main navigation and the loading skeleton), drawn by the route guard and by every page. */
const APP_SHELL = /[\\/]client[\\/]features[\\/]navigation[\\/]((MainNav|AppShellSkeleton)\.tsx|__generated__[\\/]MainNavQuery)/;

/** The dialog's opener (ui/Dialog.tsx; Radix loads with the first open), used by most pages, several times on one. */
const DIALOG = /[\\/]client[\\/]ui[\\/]Dialog\.tsx$/;

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // Assets are also written brotli- and gzip-compressed; the server picks one by Accept-Encoding.
  plugins: [
    relay,
    react(),
    tailwindcss(),
    serviceWorker(),
    sourcemapsOffTheServer(),
    // The chunks of each address, named in the document the server answers for it (vite/route-preloads.ts). Behind the
    // sign-in guard, with the signed-in account's kept data (relay/persist.ts, loaded with the first route's queries).
    routePreloads({
      router: 'client/router.tsx',
      guard: /[\\/]client[\\/]features[\\/]account[\\/]ProtectedRoute\.tsx$/,
      signedInModules: /[\\/]client[\\/]relay[\\/]persist\.ts$/,
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /\.html$/, /route-preloads\.json$/], threshold: 1024 }),
  ],
  // Relay's two packages are CommonJS, so the bundler keeps all their index requires: the app imports them through
  // entries naming what it uses (vite/relay/; figures in bench/results/README.md, "Issue 32, 2026-11-28").
  resolve: {
    alias: [
      { find: /^react-relay(\/hooks)?$/, replacement: path.join(import.meta.dirname, 'vite/relay/react-relay.js') },
      { find: /^relay-runtime$/, replacement: path.join(import.meta.dirname, 'vite/relay/relay-runtime.js') },
    ],
  },
  // The version of the Relay store's records kept on the phone (client/relay/persist.ts).
  define: { __RELAY_STORE_VERSION__: JSON.stringify(relayArtifactsHash()) },
  // Two pages: the app (index.html) and the server-rendered public booking page (booking.html, hydrated by booking.tsx).
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Made for debugging, served to nobody (sourcemapsOffTheServer).
    sourcemap: 'hidden',
    // The manifest lets bench/load.ts add up the JS each route loads.
    manifest: true,
    rolldownOptions: {
      input: { index: 'client/index.html', booking: 'client/booking.html' },
      // Entries export nothing, so rolldown may move code between chunks (needed for the inlining below).
      preserveEntrySignatures: false,
      // Left alone, rolldown makes a common chunk of every set of routes that share code, most under 2 kB:
      // a route loads dozens of files over six HTTP/1.1 connections. Common chunks smaller than 8 kB of
      // source are copied into the chunks that import them instead (figures: bench/results/README.md).
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8192 },
          groups: [
            { name: 'app-shell', test: APP_SHELL, includeDependenciesRecursively: false },
            { name: 'dialog', test: DIALOG, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    // The booking page (and its logos) is rendered by the server.
    proxy: { '/graphql': apiTarget, '/api': apiTarget, '/healthz': apiTarget, '^/booking(/|-logo/)': apiTarget },
  },
});
