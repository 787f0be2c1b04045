// How the app's route code is cut into files (rolldown `codeSplitting`, used by vite.config.ts).
//
// Left to itself, rolldown gives every set of routes that share modules a chunk of its own: /dashboard
// loaded ~45 files, most under 2 kB (icons, ui pieces, radix parts), and on a phone over HTTP/1.1 (six
// connections, 150 ms a round trip) their queue held the page's GraphQL requests back by a second.
// Here every module below the app's entry goes to a chunk named after the audiences that use it:
//   account  the sign-in page (/auth), the only route a signed-out owner loads;
//   app      the signed-in pages: the viewer guard with what it uses, and every module two or more
//            signed-in pages use (what one page alone uses stays in that page's chunk, so an owner
//            never downloads the admin page's code);
//   booking  the public booking page (its own entry, client/booking.tsx).
// One chunk per combination (`account`, `app`, `account-app`, `app-booking`…): each audience loads a
// handful of files, none loads what only another uses, and imports only run from a chunk to one with
// more audiences, never back (a module's imports are used by everyone who uses the module).
// Left as rolldown cuts them: the entry (index.html); the route loaders with their query artifacts,
// small files requested first so that a route's query starts before its page's code has arrived; and
// lazy pieces inside a page (dialogs' forms, the toaster, zod for the sign-in form).
//
// The routes are client/router.tsx's dynamic imports; the public ones are named below (a new public
// route belongs there too, or it would count as a signed-in page).
import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

const SIGN_IN_PAGE = /[\\/]client[\\/]features[\\/]account[\\/]AuthPage\.tsx$/;
const PUBLIC_ROUTE = /[\\/]client[\\/]features[\\/](account[\\/](AuthPage|SignupPage)|errors[\\/]NotFoundPage)\.tsx$/;
const GUARD = /[\\/]client[\\/]features[\\/]account[\\/]ProtectedRoute\.tsx$/;
const LOADER = /\.loader\.ts$/;
const ROUTER = /[\\/]client[\\/]router\.tsx$/;
const APP_ENTRY = /[\\/]client[\\/]index\.html$/;
const BOOKING_ENTRY = /[\\/]client[\\/]booking\.html$/;
/** lucide-react's index re-exports every icon; a module reaches only the icons it imports by name. */
const ICONS = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

type Info = (id: string) => Rolldown.ModuleInfo | null;

/** Icon name -> icon module, from the lines `export { default as Car, default as CarIcon, … } from './icons/car.mjs'`. */
function iconFiles(index: string) {
  const files = new Map<string, string>();
  for (const [, names, file] of fs.readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    for (const name of names.matchAll(/default as (\w+)/g)) files.set(name[1], path.resolve(path.dirname(index), file));
  }
  return files;
}

/** A module's static imports, with lucide-react's index replaced by the icons the module names. */
function staticImports(m: Rolldown.ModuleInfo, icons: (index: string) => Map<string, string>): string[] {
  return m.importedIds.flatMap((id) => {
    if (!ICONS.test(id)) return [id];
    const names = [...(m.code ?? '').matchAll(ICON_IMPORT)].flatMap(([, list]) => list.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]));
    return names.map((name) => icons(id).get(name) ?? id);
  });
}

/** The modules reachable from the roots through `next`. */
function reach(info: Info, roots: Iterable<string>, next: (m: Rolldown.ModuleInfo) => string[]) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const m = info(id);
    if (m) stack.push(...next(m));
  }
  return seen;
}

/** Module id -> audience chunk name, for the modules that go to one. */
function chunkNames(info: Info, anyId: string): Map<string, string> {
  let iconIndex: Map<string, string> | undefined;
  const icons = (index: string) => {
    iconIndex ??= iconFiles(index);
    return iconIndex;
  };
  const uses = (roots: Iterable<string>) => reach(info, roots, (m) => staticImports(m, icons));
  // The whole graph, found from any one of its modules.
  const all = [...reach(info, [anyId], (m) => [...m.importedIds, ...m.dynamicallyImportedIds, ...m.importers, ...m.dynamicImporters])];
  const find = (pattern: RegExp) => all.filter((id) => pattern.test(id));
  const routes = find(ROUTER).flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
  const loaders = routes.filter((id) => LOADER.test(id));
  const pages = routes.filter((id) => !LOADER.test(id) && !PUBLIC_ROUTE.test(id));
  const untouched = uses([...find(APP_ENTRY), ...loaders]);
  const chunks = new Map<string, string>();
  const account = uses(routes.filter((id) => SIGN_IN_PAGE.test(id)));
  const booking = uses(find(BOOKING_ENTRY));
  const usedBy = new Map<string, number>();
  for (const page of pages) {
    const weight = GUARD.test(page) ? pages.length : 1; // every signed-in page loads the guard
    for (const id of uses([page])) usedBy.set(id, (usedBy.get(id) ?? 0) + weight);
  }
  for (const id of all) {
    if (untouched.has(id)) continue;
    const audiences = [account.has(id) && 'account', (usedBy.get(id) ?? 0) >= 2 && 'app', booking.has(id) && 'booking'].filter(Boolean);
    // Modules of the booking page alone stay in its entry chunk.
    if (audiences.length && !(audiences.length === 1 && audiences[0] === 'booking')) chunks.set(id, audiences.join('-'));
  }
  return chunks;
}

/** The `codeSplitting` option: the audience chunks above, computed once per chunking pass from the module graph. */
export function routeChunks(): Rolldown.CodeSplittingOptions {
  const byPass = new WeakMap<object, Map<string, string>>();
  return {
    // A chunk takes only the modules given to it, not their imports (the entry's React and Relay stay in the entry).
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'audiences',
        name: (id, ctx) => {
          let chunks = byPass.get(ctx);
          if (!chunks) {
            chunks = chunkNames((m) => ctx.getModuleInfo(m), id);
            byPass.set(ctx, chunks);
          }
          return chunks.get(id) ?? null;
        },
      },
    ],
  };
}
