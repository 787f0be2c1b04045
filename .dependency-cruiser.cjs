// The import graph's rules (#49), checked in CI by `npm run deps` (part of `npm test`): no circles,
// a kernel that uses no domain. bench/import-graph.ts prints the figures.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'kernel-uses-no-domain',
      severity: 'error',
      comment: 'The kernel (common/, server/kernel/) is what every domain may use: it uses none of them.',
      from: { path: '^(common|server/kernel)/' },
      to: { path: '^server/domains/' },
    },
    {
      name: 'common-is-shared',
      severity: 'error',
      comment: 'common/ runs on the server and in the browser: it imports neither side.',
      from: { path: '^common/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'services-name-no-domain',
      severity: 'error',
      comment: "The app's services (server/services.ts) are kernel interfaces; the domains implement them.",
      from: { path: '^server/services\\.ts$' },
      to: { path: '^server/domains/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: two modules that cannot be read, tested or changed apart.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(__generated__|node_modules|server/db/generated|\\.test\\.tsx?$|\\.d\\.ts$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
