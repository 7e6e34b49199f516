/**
 * dependency-cruiser (`npm run check:structure`, a step of `npm test`): no import circles in the
 * application, the functions and the scripts (issue 14, docs/decisions/026-structure-checks.md).
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
    {
      name: 'roads-only-lib',
      severity: 'error',
      comment:
        'The road model (src/features/roads) stands on src/lib alone (issue 26, docs/decisions/035-roads-room.md): the catalogue, the planner and the map depend on roads, never the reverse. Define the type you need in roads, or move the helper to src/lib. Tests may read the real catalogue.',
      from: { path: '^src/features/roads/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(lib|features/roads)/' },
    },
  ],
  options: {
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
