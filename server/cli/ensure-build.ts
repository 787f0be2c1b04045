// `npm start`: builds (generate + vite build) only when the build is missing or older than its
// sources, so a restart does not spend ~15 s rebuilding an unchanged client. `npm run serve` never builds.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const at = (p: string) => path.join(root, p);

/** The newest modification time under the given files and folders (generated folders skipped). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const entry of fs.readdirSync(p)) {
      if (entry === '__generated__' || entry === 'node_modules') continue;
      visit(path.join(p, entry));
    }
  };
  for (const p of paths) visit(at(p));
  return latest;
}

const sources = ['client', 'common', 'vite.config.ts', 'relay.config.json', 'schema.graphql', 'prisma/schema.prisma', 'package-lock.json'];
const built = fs.statSync(at('dist/client/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
const generated = fs.statSync(at('server/db/generated/pothos-types.ts'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
const stale = !built || !generated || newest(sources) > built || newest(['prisma/schema.prisma']) > generated;

if (stale) {
  console.log(built ? 'The client build is older than its sources: building.' : 'No client build yet: building.');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else {
  console.log('The client build is up to date (npm run build rebuilds it).');
}
