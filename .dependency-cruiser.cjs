/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config file */
/**
 * The API's dependency rules (issue 23 §1, docs/adr/0017-buying-modules.md).
 * A module is apps/api/src/modules/<name>. Run: npm run lint:deps
 */
const fs = require('node:fs');
const path = require('node:path');

const SRC = '^apps/api/src/';
const MODULES = `${SRC}modules/`;
/** Tests compose what they test, like the composition root: the layering rules do not apply to them. */
const TESTS = '\\.test\\.ts$';

/**
 * Every module, lowest first: a module imports only modules before it (and lib/, db/). The one-way
 * order of ADR 0017, extended to all modules; buying runs coupons ← basket, coins ← redeem,
 * receipts ← orders ← payments ← checkout.
 */
const MODULE_ORDER = [
  // stand-alone rooms
  'common',
  'devices',
  'health',
  'testing',
  // the back office's people and the audit log (issue 24)
  'staff',
  // people
  'accounts',
  'app-passwords',
  // the catalog and what reads it
  'catalog',
  'search',
  'library',
  'book-files',
  'catalog-import',
  'reading',
  'downloads',
  'opds',
  // buying
  'coupons',
  'basket',
  'coins',
  'redeem',
  'receipts',
  'orders',
  'demo-gateway',
  'payments',
  'checkout',
  // pre-orders: the ledger's hold (wired in services.ts), the release, cancel through orders' refunds
  'preorders',
  // around buying
  'addresses',
  'wishlist',
  'reviews',
  // daily sales by book (issue 25), read by the publisher portal
  'sales-stats',
  'publishers',
  'content',
  // the back office's operations: the job queue, the read cache, the search log (issue 24)
  'operations',
  // the back office's reports read what all the rooms above wrote
  'reports',
  // the publisher portal's money: royalty statements from the orders and refunds above (ADR 0019)
  'royalties',
  // the publisher portal's sign-in, sessions and members (ADR 0019); portal rooms come after it
  'portal',
  // a member's preview of their title in the store's reader, watermarked as a buyer's copy
  'preview',
  // read while you pay (issue 29 §1): a pending order's books as a preview, over orders and files
  'pending-reading',
  // follow and notify (issue 29 §2): hears the catalog and the wish list through ports
  'notifications',
];

// A module folder missing from the order fails the check: every new module takes its place.
const unplaced = fs
  .readdirSync(path.join(__dirname, 'apps/api/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !MODULE_ORDER.includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length > 0)
  throw new Error(
    `Modules missing from MODULE_ORDER (.dependency-cruiser.cjs): ${unplaced.join(', ')}`,
  );

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
      severity: 'error',
      comment: 'A module imports another only through its public entry, modules/<name>/index.ts.',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${MODULES}([^/]+)/`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`],
      },
    },
    // One way between modules: each module may import only modules before it in MODULE_ORDER, so a
    // cycle between modules (which dependency-cruiser's file-level `circular` cannot see) is
    // impossible. A new module takes its place in the order.
    ...MODULE_ORDER.map((name, index) => ({
      name: 'modules-import-one-way',
      severity: 'error',
      comment: `${name} may import only the modules before it in MODULE_ORDER (docs/adr/0017-buying-modules.md).`,
      from: { path: `${MODULES}${name}/`, pathNot: TESTS },
      to: { path: `${MODULES}(${MODULE_ORDER.slice(index + 1).join('|')})/` },
    })).filter((rule) => !rule.to.path.endsWith('()/')),
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
