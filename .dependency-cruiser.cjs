/**
 * Import boundaries, checked in CI by `npm run lint` (scripts/check-boundaries.ts runs this
 * configuration and, on top, finds circles between whole server modules and web features).
 * The module map these rules keep true is in docs/architecture.md.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle between files: split the shared part out or turn one edge around.',
      from: { path: '^(apps|packages)/[^/]+/src' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-without-tables',
      severity: 'error',
      comment:
        'Routes validate, call a service and present: queries belong in a repository (*.repository.ts).',
      from: { path: '^apps/server/src/modules/[^/]+/.+[.]routes[.]ts$' },
      to: { path: '^apps/server/src/db/schema[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'infrastructure-below-modules',
      severity: 'error',
      comment:
        'db, lib, plugins, audio and mail sit below the modules: they must not import a module (types excepted).',
      from: { path: '^apps/server/src/(db|lib|plugins|audio|mail)/', pathNot: '^apps/server/src/db/seed' },
      to: { path: '^apps/server/src/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment:
        'A web feature imports another feature only through its public index.ts (apps/web/src/features/<name>/index.ts), never its other files.',
      from: {
        path: '^apps/web/src/features/([^/]+)/',
        // TEMPORARY known exceptions, to delete once features/item-player is merged: the players
        // (practice/player, practice/speaking, mock-test's mock-player*) are moving into their own
        // feature in another branch, so their files and the imports of them stay as they are.
        pathNot: [
          '^apps/web/src/features/practice/(player|speaking)/',
          '^apps/web/src/features/mock-test/components/mock-player',
        ],
      },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/index[.]ts$',
          // TEMPORARY (see above): other features' imports of the players, until item-player's index.
          '^apps/web/src/features/practice/(player|speaking)/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
