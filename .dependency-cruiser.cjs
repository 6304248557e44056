/**
 * The API's dependency rules (issue 23 §1, docs/adr/0017-buying-modules.md).
 * A module is apps/api/src/modules/<name>. Run: npm run lint:deps
 */
const SRC = '^apps/api/src/';
const MODULES = `${SRC}modules/`;
/** Tests compose what they test, like the composition root: the layering rules do not apply to them. */
const TESTS = '\\.test\\.ts$';

/** Files outside repositories that genuinely talk to Drizzle: the schema, the client, the search vectors' SQL and the reset CLI. */
const DRIZZLE_INFRASTRUCTURE = [
  `${SRC}db/schema/`,
  `${SRC}db/client\\.ts$`,
  `${SRC}db/search-vectors\\.ts$`,
  `${SRC}db/reset-cli\\.ts$`,
];

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'No import cycle whose files cross two modules (file level; the module-level cycle of issue 23 §1 is tracked in docs/adr/0017-buying-modules.md).',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: `${MODULES}([^/]+)/`,
        pathNot: `${MODULES}$1/`,
        circular: true,
      },
    },
    {
      name: 'lower-layers-import-no-module',
      severity: 'error',
      comment:
        'lib/ and db/ are the lowest layer: modules register their messages (src/messages.ts) and seeds (src/seeds.ts) at the composition root.',
      from: { path: `${SRC}(lib|db)/`, pathNot: TESTS },
      to: { path: MODULES },
    },
    {
      name: 'only-repositories-import-drizzle',
      severity: 'error',
      comment: 'Only repositories (and the listed db/ infrastructure) touch drizzle-orm.',
      from: {
        path: SRC,
        pathNot: ['\\.repository\\.ts$', '\\.test\\.ts$', ...DRIZZLE_INFRASTRUCTURE],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'modules-meet-through-index',
      // warn until the baseline is paid off (issue 23 §1); then error
      severity: 'warn',
      comment: 'A module imports another only through its public entry, modules/<name>/index.ts.',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: `${MODULES}([^/]+)/`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: ['^apps/api/src/', '^node_modules/drizzle-orm/'],
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
