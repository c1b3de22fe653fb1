import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers of app/ (docs/architecture.md). Each folder may import only the folders below it;
 * crossing folders goes through the #app/… alias (no ../), so these patterns see every import.
 *   routes → components, domain, routing, platform, utils   (never the database or Kysely)
 *   components → domain (shapes, rules; never *.server), routing, utils
 *   domain → db, platform, routing, utils
 *   platform → db, utils · db → utils · routing → utils · utils → nothing of the app
 * Nothing imports routes. A forbidden import fails `npm run lint` with the reason below.
 */
const noSkippedTests = {
  selector:
    'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
  message: 'No focused or skipped tests.',
}
// One import style: a module is named with its extension, `./x.ts` as `#app/x.ts` (React
// Router's generated `./+types/…` excepted).
const relativeWithExtension = {
  selector:
    'ImportDeclaration[source.value=/^[.][.]?[/](?![+]types[/])(?!.*[.](ts|tsx|js|json|css|svg)$)/], ImportExpression[source.value=/^[.][.]?[/](?![+]types[/])(?!.*[.](ts|tsx|js|json|css|svg)$)/], ExportNamedDeclaration[source.value=/^[.][.]?[/](?!.*[.](ts|tsx|js)$)/], ExportAllDeclaration[source.value=/^[.][.]?[/](?!.*[.](ts|tsx|js)$)/]',
  message: "Name the module with its extension: './x.ts', as '#app/x.ts' is.",
}
const noParent = {
  group: ['../*', '../**'],
  message: 'Cross folders with the #app/… alias, so the layer rules (eslint.config.js) apply.',
}
const forbid = (folders, why) => ({
  // A leading # starts a comment in these gitignore-style patterns: escape it.
  group: folders.flatMap((f) => [`\\#app/${f}`, `\\#app/${f}/**`]),
  message: why,
})
const routesAreTop = forbid(['routes', 'root.tsx', 'entry.server.tsx'], 'Nothing imports a route.')
const layers = {
  'app/utils/**': [
    {
      group: ['\\#app/**', '\\#server/**'],
      message: 'utils/ holds leaf helpers: they import nothing of the app.',
    },
  ],
  'app/routing/**': [
    forbid(
      ['db', 'domain', 'platform', 'components', 'routes', 'root.tsx'],
      'routing/ builds URLs from ids and slugs; it may import only utils/.',
    ),
  ],
  'app/i18n/**': [
    forbid(
      ['db', 'domain', 'platform', 'components', 'routes', 'root.tsx'],
      'i18n/ holds the words and their formatting; it may import only routing/ and utils/.',
    ),
  ],
  'app/db/**': [
    forbid(
      ['domain', 'platform', 'components', 'routing', 'routes', 'root.tsx'],
      'db/ (client, schema, migrations) may import only utils/.',
    ),
  ],
  'app/db/seed/**': [
    forbid(['components', 'routes', 'root.tsx'], 'The seed writes data; it draws nothing.'),
  ],
  'app/platform/**': [
    forbid(
      ['domain', 'components', 'routing', 'routes', 'root.tsx'],
      'platform/ is server plumbing: it may import db/ and utils/, never a domain or a page.',
    ),
  ],
  'app/domain/**': [
    forbid(
      ['components', 'routes', 'root.tsx'],
      'domain/ returns data and paths; it never imports UI or pages.',
    ),
  ],
  'app/components/**': [
    forbid(
      ['db', 'platform', 'routes', 'root.tsx'],
      'Components render what loaders give them: no database, no server plumbing, no routes.',
    ),
    {
      group: ['**/*.server', '**/*.server.*', 'kysely', 'pg', 'better-sqlite3'],
      message: 'Components never import server code or the database (it would reach the browser).',
    },
  ],
  'app/routes/**': [
    forbid(['db'], 'Pages reach data through domain/ functions, never the database directly.'),
    {
      group: ['kysely', 'pg', 'better-sqlite3'],
      message: 'Pages never touch Kysely or a driver: call a domain/ function.',
    },
  ],
}
const layerRules = Object.entries(layers).map(([files, patterns]) => ({
  files: [files.replace('/**', '/**/*.{ts,tsx}')],
  // The seed folder has its own, looser rule; the db/ rule must not also apply to it. Route
  // tests arrange their own databases.
  ignores:
    files === 'app/db/**'
      ? ['app/db/seed/**']
      : files === 'app/routes/**'
        ? ['app/routes/**/*.test.{ts,tsx}']
        : // The catalogue's test reads the tables of every layer that hands words to a page.
          files === 'app/i18n/**'
          ? ['app/i18n/**/*.test.{ts,tsx}']
          : [],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [noParent, ...patterns, ...(files === 'app/routes/**' ? [] : [routesAreTop])],
      },
    ],
  },
}))

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      'node_modules/**',
      '.node24/**',
      '.node26/**',
      '.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'app/db/seed/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Browser code must not log errors to the console: errors are logged on the server.
      'no-console': ['error', { allow: ['warn'] }],
      'no-restricted-syntax': ['error', noSkippedTests, relativeWithExtension],
      // setState in an effect is how we close menus on route change; the rule is too strict here.
      // Tables that become cards on a phone (admin.css `.stack-table`) keep their semantics with
      // explicit roles: Chromium and Safari drop them from a table whose display changes.
      'jsx-a11y/no-redundant-roles': [
        'error',
        {
          nav: ['navigation'],
          table: ['table'],
          thead: ['rowgroup'],
          tbody: ['rowgroup'],
          tr: ['row'],
          th: ['columnheader'],
        },
      ],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation', 'row'], td: ['cell'], canvas: ['img'] },
      ],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['server/**', 'scripts/**', 'bin/**', 'tests/**', 'app/**/*.server.ts', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  ...layerRules,
  {
    files: ['app/*.{ts,tsx}', 'app/routes/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noParent] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [forbid(['routes'], 'Import the server build, not a route module.')] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The service worker runs in the browser's worker scope, not in Node (docs/offline.md).
    files: ['app/offline/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
