/**
 * Import boundaries, checked in CI by `npm run lint` (scripts/check-boundaries.ts runs this
 * configuration and, on top, finds circles between whole server modules and web features).
 * The module map these rules keep true is in docs/architecture.md.
 */
/** Server files that may not query: all but repositories, the db folder and tests. */
const outsideRepositories = {
  path: '^apps/server/',
  pathNot: ['[.]repository[.]ts$', '^apps/server/src/db/', '[.]test[.]ts$', '^apps/server/test/'],
};

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
      to: { path: '^apps/server/src/db/schema([.]ts$|/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'schema-only-in-repositories',
      severity: 'error',
      comment:
        'Queries live in repositories: only a *.repository.ts, the db folder itself (client, seed, migrations) and tests import the schema (types excepted). Move the query into a repository of the module.',
      from: outsideRepositories,
      to: { path: '^apps/server/src/db/schema([.]ts$|/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'query-builder-only-in-repositories',
      severity: 'error',
      comment:
        'The same rule for queries that name no table (raw `sql`, `tx.execute`): drizzle-orm is used at run time only in a *.repository.ts, the db folder and tests.',
      from: outsideRepositories,
      to: { path: 'node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'infrastructure-below-modules',
      severity: 'error',
      comment:
        'db, lib, platform, plugins, audio and mail sit below the modules: they must not import a module (types excepted).',
      from: {
        path: '^apps/server/src/(db|lib|platform|plugins|audio|mail)/',
        pathNot: '^apps/server/src/db/seed',
      },
      to: { path: '^apps/server/src/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment:
        'A server module imports another module only through its public index.ts (apps/server/src/modules/<name>/index.ts), never its other files: export what is needed there, or move a piece many modules share to platform/ or lib/.',
      // Tests may reach into any module (a factory, a repository to arrange rows). The scorers
      // (answers/open-answer-scorer.ts) are imported directly by the worker thread's code only, so
      // that the API process, which loads answers/index.ts, never loads them.
      from: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['[.]test[.]ts$', '^apps/server/src/modules/[^/]+/test/'],
      },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/index[.]ts$',
          '^apps/server/src/modules/answers/open-answer-scorer[.]ts$',
        ],
      },
    },
    {
      name: 'item-player-through-its-index',
      severity: 'error',
      comment: 'The item players are used through features/item-player/index.ts only (docs/architecture.md).',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/features/item-player/', '[.]test[.]tsx?$'] },
      to: {
        path: '^apps/web/src/features/item-player/',
        pathNot: '^apps/web/src/features/item-player/index[.]ts$',
      },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment:
        'A web feature imports another feature only through its public index.ts (apps/web/src/features/<name>/index.ts), never its other files.',
      // Tests may put two features together (a scored answer where the learner reads it).
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '[.]test[.]tsx?$' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]ts$'],
      },
    },
    // The packages and the apps (docs/architecture.md, "Packages"): contracts imports nothing of
    // ours, scoring imports contracts, content imports contracts and scoring, the apps import the
    // packages; the web never the server nor the question bank. A workspace package is imported by
    // its name (`@prepwise/scoring`, unresolved here, so matched by name), never by a path into it.
    {
      name: 'packages-below-apps',
      severity: 'error',
      comment: 'A package never imports an app: move what both need into a package.',
      from: { path: '^packages/' },
      to: { path: '^(apps/|@prepwise/(server|web)$)' },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      comment: 'packages/contracts is the bottom layer: it imports no other package of ours.',
      from: { path: '^packages/contracts/' },
      to: { path: '^(packages/(scoring|content)/|@prepwise/(scoring|content)([/]|$))' },
    },
    {
      name: 'scoring-below-content',
      severity: 'error',
      comment:
        'packages/scoring imports contracts only; the question bank (content) builds on scoring, not the reverse.',
      from: { path: '^packages/scoring/' },
      to: { path: '^(packages/content/|@prepwise/content([/]|$))' },
    },
    {
      name: 'web-without-server-or-bank',
      severity: 'error',
      comment:
        'The web imports contracts and the pure parts of scoring, never the server nor the question bank.',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server/|packages/content/|@prepwise/(server|content)([/]|$))' },
    },
    {
      name: 'server-without-web',
      severity: 'error',
      comment: 'The server never imports the web app.',
      from: { path: '^apps/server/' },
      to: { path: '^(apps/web/|@prepwise/web([/]|$))' },
    },
    {
      name: 'packages-by-their-names',
      severity: 'error',
      comment:
        "Another package is imported by its name and its exports (@prepwise/scoring/rubric), not by a path into its folder. Tests may read another package's fixtures or scripts.",
      from: {
        path: '^(apps|packages)/([^/]+)/',
        pathNot: ['[.]test[.]tsx?$', '^apps/server/test/', '/src/test/'],
      },
      to: { path: '^packages/', pathNot: '^$1/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages are not followed; drizzle-orm stays in the graph so that the rule above can see it.
    exclude: { path: '(^|/)(dist|coverage)/|(^|/)node_modules/(?!drizzle-orm/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
