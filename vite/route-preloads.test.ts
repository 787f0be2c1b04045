import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOf } from './route-preloads.js';

const client = path.join(import.meta.dirname, '..', 'client');
const names = (modules: string[]) => modules.map((id) => path.relative(client, id).replace(/\\/g, '/'));

describe("the route table's modules", () => {
  const routes = new Map(routesOf(path.join(client, 'router.tsx')).map((route) => [route.path, names(route.modules)]));

  it('gives each address the modules of its route and of the routes around it, not of its children or siblings', () => {
    expect(routes.get('/settings')).toEqual([
      'features/account/ProtectedRoute.tsx',
      'features/account/ProtectedRoute.loader.ts',
      'features/account/LiveUpdates.loader.ts',
      'features/settings/SettingsPage.tsx',
      'features/settings/SettingsPage.loader.ts',
    ]);
    expect(routes.get('/auth')).toEqual(['features/account/AuthPage.tsx', 'features/account/AuthPage.loader.ts']);
    expect(routes.get('/admin/support')).not.toContain('features/admin/support/AdminTicketPage.tsx');
    expect(routes.get('/admin/support/:ticketId')).toEqual(
      expect.arrayContaining(['features/admin/AdminPage.tsx', 'features/admin/support/SupportTab.tsx', 'features/admin/support/AdminTicketPage.tsx']),
    );
    expect(routes.get('/admin/payments')).not.toContain('features/admin/support/SupportTab.tsx');
    expect(routes.get('/')).toEqual([]);
    expect(routes.get('*')).toEqual(['features/errors/NotFoundPage.tsx']);
  });

  it('stops the build at a route table it cannot read, naming the line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
    fs.writeFileSync(path.join(dir, 'Page.tsx'), 'export const Component = () => null;\n');
    const table = (routes: string) => {
      const file = path.join(dir, 'router.tsx');
      fs.writeFileSync(file, `import { createBrowserRouter } from 'react-router-dom';\nexport const router = createBrowserRouter([\n${routes}\n]);\n`);
      return () => routesOf(file);
    };
    expect(table("  { path: '/a', lazy: () => import('./Page') },")()).toEqual([{ path: '/a', modules: [path.join(dir, 'Page.tsx')] }]);
    expect(table("  ...['/a', '/b'].map((path) => ({ path, lazy: () => import('./Page') })),")).toThrow(/router\.tsx:3: a route that is not an object literal/);
    expect(table("  { path: `/a`, lazy: () => import('./Page') },")).toThrow(/router\.tsx:3: a path that is not a string literal/);
    expect(table("  { path: '/a', lazy: () => import('./Missing') },")).toThrow(/cannot resolve import\('\.\/Missing'\)/);
    expect(table("  { path: '/a', lazy: () => import('./' + name) },")).toThrow(/router\.tsx:3: an import\(\) of something other than a string literal/);
    fs.rmSync(dir, { recursive: true });
  });
});
