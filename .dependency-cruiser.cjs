/**
 * dependency-cruiser (`npm run check:structure`, a step of `npm test`): no import circles in the
 * application, the functions and the scripts (issue 14, docs/decisions/026-structure-checks.md),
 * and no import against the layers (issue 26, docs/decisions/042-layers-as-rules.md; the circles
 * between folders are checked by tests/structure/layers.test.ts, which reuses this config).
 * Type-only imports count too: a circle of types is still two modules that cannot be read, moved
 * or tested one without the other. `.astro` files are left out: dependency-cruiser does not parse
 * them (the front matter is TypeScript inside a template), and nothing imports a page.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This module depends on itself through another: move the shared type or function into a module both can import.',
      from: {},
      to: { circular: true },
    },
    // The layers (issue 26, docs/decisions/042): lib ← server ← features ← components/layouts ← pages.
    // Each rule names the one direction that may not be taken; tests/structure/layers.test.ts
    // proves every rule bites, and that no two folders import each other (a circle of folders).
    // Tests are left out: a test may assemble any layers (a lib test may read the env schema).
    {
      name: 'lib-imports-nothing-above',
      severity: 'error',
      comment: 'src/lib is the bottom layer: it may import only src/lib and packages. Hand the value in from the caller, or move the helper down.',
      from: { path: '^src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(features|server|components|layouts|pages)/' },
    },
    {
      name: 'server-imports-no-feature',
      severity: 'error',
      comment: 'src/server is the plumbing features stand on (db, env, http, mail): a feature may import it, never the other way. Move the call into the feature or into scripts/.',
      from: { path: '^src/server/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/features/' },
    },
    {
      name: 'no-other-features-server-module',
      severity: 'error',
      comment: "A feature's .server module is its own: another feature reads that feature's browser-safe module, or the server part moves to where both can use it.",
      from: { path: '^src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/features/([^/]+)/.*\\.server\\.tsx?$', pathNot: '^src/features/$1/' },
    },
    {
      name: 'roads-only-lib',
      severity: 'error',
      comment:
        'The road model (src/features/roads) stands on src/lib alone (issue 26, docs/decisions/035-roads-room.md): the catalogue, the planner and the map depend on roads, never the reverse. Define the type you need in roads, or move the helper to src/lib. Tests may read the real catalogue.',
      from: { path: '^src/features/roads/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(lib|features/roads)/' },
    },
    // Decision 054: one model of the day. The window test and the season rule live in the roads
    // room, in roads/usualClosures.ts beside the windows; every other room takes a day from
    // roads/day.ts (dayOf) or the pages' light helpers in roads/winter.ts, never the internals.
    // tests/structure/day-rules.test.ts proves both rules bite.
    {
      name: 'season-only-in-roads',
      severity: 'error',
      comment:
        'Only the roads room computes a season or a road window (decision 054): take a day from roads/day.ts (dayOf: its season, roadSeasons, within) or, in an island, roads/winter.ts (seasonOn, closureInForce).',
      from: { path: '^src/', pathNot: ['^src/features/roads/', '\\.test\\.tsx?$'] },
      to: { path: '^src/features/roads/usualClosures\\.ts$' },
    },
    {
      name: 'trips-use-engine-entry-points',
      severity: 'error',
      comment:
        "The trip pages (src/features/trips) call the car engine through its entry points only (decision 054, 093): planRun.ts (runPlan) and plan.worker.ts (the worker, started by its built address: decision 065); the engine's result types may be imported as types. The request and result types, the query and the worker's name live in the shared core (src/features/planning), which the pages may import.",
      from: { path: '^src/features/trips/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/features/planner/', pathNot: '^src/features/planner/(planRun|plan\\.worker)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    // Decision 093: the planners apart. A shared core (src/features/planning: the request and result
    // types, the query, the data loader, the worker host and the rules both planners weigh by) under
    // two engines that never import each other: the car engine (src/features/planner) and the
    // car-free one (src/features/transit). tests/structure/planner-rules.test.ts proves each rule bites.
    {
      name: 'transit-not-car-engine',
      severity: 'error',
      comment:
        'The car-free planner (src/features/transit) does not import the car engine (src/features/planner), not even a type (decision 093): what both need belongs in the shared core, src/features/planning. Tests may compare the two.',
      from: { path: '^src/features/transit/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/features/planner/' },
    },
    {
      name: 'car-engine-not-transit',
      severity: 'error',
      comment:
        'The car engine (src/features/planner) does not import the car-free planner (src/features/transit), not even a type (decision 093): what both need belongs in the shared core, src/features/planning.',
      from: { path: '^src/features/planner/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/features/transit/' },
    },
    {
      name: 'planning-core-imports-no-engine',
      severity: 'error',
      comment:
        'The shared planning core (src/features/planning) sits under both planners and the trip pages (decision 093): it imports neither engine (planner, transit) nor trips. Move the type or rule down into the core, or hand the value in. Tests may run an engine.',
      from: { path: '^src/features/planning/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/features/(planner|transit|trips)/' },
    },
  ],
  options: {
    // The cross-feature server imports that stood when the layer rules came (issue 26), listed so
    // a new one fails while these wait to be untangled; regenerate after removing one with
    // `npx depcruise --config .dependency-cruiser.cjs src functions scripts --baseline .dependency-cruiser-known-violations.json`.
    knownViolations: require('./.dependency-cruiser-known-violations.json'),
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.astro$', '(^|/)node_modules/', '^dist/', '^\\.netlify/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
