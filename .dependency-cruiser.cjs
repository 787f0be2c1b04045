// The import graph's rules (#49), checked in CI by `npm run deps` (part of `npm test`): no circles,
// a kernel that uses no domain, and domains that depend one way, in the order of LAYERS (the README's
// layout section). bench/import-graph.ts prints the figures.

/** The domains of server/domains/, lowest first: each may import the ones before it, never one after it. */
const LAYERS = [
  'platform',
  'account',
  'program',
  'business',
  'support',
  'customers',
  'jobs',
  'availability',
  'messages',
  'deposits',
  'booking',
  'invoices',
  'pay',
  'payments',
  'admin',
  'content',
  'takeout',
  'coach',
  'live',
];

/** One rule per domain: it imports none of the domains above it. */
const oneWay = LAYERS.slice(0, -1).map((domain, i) => ({
  name: `${domain}-uses-no-higher-domain`,
  severity: 'error',
  comment: `Domains depend one way (${LAYERS.join(' ← ')}): ${domain} may use ${LAYERS.slice(0, i).join(', ') || 'no domain'}.`,
  from: { path: `^server/domains/${domain}/` },
  to: { path: `^server/domains/(${LAYERS.slice(i + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...oneWay,
    {
      name: 'every-domain-has-a-layer',
      severity: 'error',
      comment: 'A new domain takes its place in LAYERS, so the one-way rule covers it.',
      from: { path: '^server/domains/' },
      to: { path: `^server/domains/`, pathNot: `^server/domains/(${LAYERS.join('|')})/` },
    },
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
