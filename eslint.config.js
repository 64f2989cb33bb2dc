import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// The layers: a feature of the PWA never imports another feature, nor does the PWA's common code (lib,
// components, offline, push) import a feature (what two places share lives in pwa/lib, pwa/components or
// shared/); shared/ imports nothing from pwa/ or server/; no module imports itself through a cycle.
// The staff's three features share one more room, staff-shell, which imports none of them
// (docs/decisions/063-pwa-rooms.md). Features never import app/; app/ imports a feature only through its
// routes.tsx (tests under app/ that put features together excepted: app/ is where they meet).
const features = ['site', 'booking', 'store', 'manage', 'line', 'front-desk', 'back-office', 'staff-accounts', 'staff-shell'];
/** What a feature may import besides itself: the staff features, their shell. */
const shared = { 'front-desk': ['staff-shell'], 'back-office': ['staff-shell'], 'staff-accounts': ['staff-shell'] };
const featureZones = features.map((feature) => ({
  target: `./pwa/features/${feature}`,
  from: features.filter((other) => other !== feature && !(shared[feature] ?? []).includes(other)).map((other) => `./pwa/features/${other}`),
  message:
    'a feature never imports another feature (the staff features may import staff-shell): move what both use to pwa/lib, pwa/components or shared/',
}));
const layerZones = [
  ...featureZones,
  {
    target: ['./pwa/lib', './pwa/components', './pwa/offline', './pwa/push'],
    from: './pwa/features',
    message: 'common PWA code never imports a feature: move what both use to pwa/lib, pwa/components or shared/',
  },
  { target: './pwa/features', from: './pwa/app', message: 'a feature never imports app/: move what both use to pwa/lib or pwa/components' },
  { target: './shared', from: ['./pwa', './server'], message: 'shared/ imports nothing from pwa/ or server/' },
  {
    target: './server/repositories',
    from: ['./server/commands', './server/routes'],
    message: 'a repository imports no command and no route: commands call repositories, not the other way',
  },
];
// Every public page's first request (pwa/start/README.md): nothing there imports the app; the boot
// file, which starts it, alone imports it (lazily) and is left out of this zone.
const startZone = {
  target: './pwa/start',
  from: ['./pwa/features', './pwa/app', './pwa/components', './pwa/main.tsx'],
  message: 'pwa/start/ runs before the app: it imports no feature, app/, component or the app itself (only boot.ts starts it)',
};
const appZone = {
  target: './pwa/app',
  from: './pwa/features',
  except: features.map((feature) => `./${feature}/routes.tsx`),
  message: "app/ imports a feature only through its routes.tsx, never the feature's internals",
};

// The server's layers (docs/decisions/062-server-layers.md): only server/repositories/ and server/db/
// (migrations included) and tests touch Knex, whether by importing it or by building a query on a
// database handle; routes open no transaction and write no History row (a command does both);
// repositories import no command.
const sharedByAlias = { regex: '^(\\.{1,2}/)+shared/', message: "import shared/ as '#shared/…'" };
const knexOnlyInRepositories = 'only server/repositories/ and server/db/ touch Knex: add a repository function and call it';
const dbHandle = '/^(db|tx|trx|sp|knex)$/';
const noKnexSyntax = [
  { selector: `CallExpression[callee.type='Identifier'][callee.name=${dbHandle}]`, message: knexOnlyInRepositories },
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.object.name=${dbHandle}][callee.property.name=/^(raw|select|insert|update|del|delete|from|table|with|schema|queryBuilder|first|where|count)$/]`,
    message: knexOnlyInRepositories,
  },
  { selector: `MemberExpression[object.name=${dbHandle}][property.name='fn']`, message: knexOnlyInRepositories },
];
const noKnexImport = { name: 'knex', message: `${knexOnlyInRepositories} (the handle's type is Db or Tx from server/db/connect.ts)` };
const routeRules = [
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'a route opens no transaction: call a command (server/commands/) that does',
  },
];
// The PWA loads a shared schema module lazily only through the one table of them, pwa/lib/schemas.ts
// (`schema('client', 'CreatedClient')` for getJson/sendJson, `loadSchema`, `lazyZodResolver`): no
// hand-written `import('#shared/schemas/…')` elsewhere in pwa/ (tests aside).
const schemaTable = 'pwa/lib/schemas.ts';
const lazySchemaMessage = `load a shared schema lazily through ${schemaTable}: schema(module, name) for getJson/sendJson, loadSchema(module, name), or lazyZodResolver(module, name) for a form (add the module to the table there)`;
const schemaPath = String.raw`/^(#shared|(\.{1,2}\/)+shared)\/schemas\//`;
const noLazySchemaImport = [
  { selector: `ImportExpression[source.value=${schemaPath}]`, message: lazySchemaMessage },
  {
    selector: `ImportExpression > TemplateLiteral.source > TemplateElement:first-child[value.raw=${schemaPath}]`,
    message: lazySchemaMessage,
  },
];
const noHistoryInRoutes = {
  group: ['**/repositories/audit-log'],
  importNames: ['auditLogRepository'],
  message: 'a route writes no History row: the command that makes the change records it (read the History with auditHistoryRepository)',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '#pwa': [fileURLToPath(new URL('./pwa', import.meta.url))] },
        }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, appZone] }],
    },
  },
  {
    files: ['pwa/start/**/*.ts'],
    ignores: ['pwa/start/boot.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, appZone, startZone] }] },
  },
  {
    // Tests under app/ put features together (the admin's roles, the site's pages with its layout).
    files: ['pwa/app/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // shared/ is imported through package.json's `imports` alias, never by a relative climb.
    files: ['pwa/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts', '*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedByAlias] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/repositories/**', 'server/db/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noKnexImport], patterns: [sharedByAlias] }],
      'no-restricted-syntax': ['error', ...noKnexSyntax],
    },
  },
  {
    // The image (Dockerfile) holds server/ and shared/, not pwa/: the server imports pwa/ for types only
    // (erased at run time); the page renderer's code comes from the build, loaded by path
    // (server/prerender/render-page.ts). What both use at run time lives in shared/.
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^((\\.{1,2}/)+pwa/|#pwa/)',
              allowTypeImports: true,
              message: 'the server never imports pwa/ at run time (the image has no pwa/): move what both use to shared/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/routes/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noKnexImport], patterns: [sharedByAlias, noHistoryInRoutes] }],
      'no-restricted-syntax': ['error', ...noKnexSyntax, ...routeRules],
    },
  },
  {
    // Within pwa/, a file three or more folders up is imported as '#pwa/…' (tsconfig.json's paths, vite.config.ts's alias).
    files: ['pwa/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.{1,2}/)+shared/', message: "import shared/ as '#shared/…'" },
            { regex: '^(\\.\\./){3,}', message: "import a file three or more folders up as '#pwa/…'" },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    ignores: [schemaTable, 'pwa/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noLazySchemaImport] },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'shared/ is pure: no Node APIs' },
        { name: 'document', message: 'shared/ is pure: no DOM' },
        { name: 'window', message: 'shared/ is pure: no DOM' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'shared/ is pure: take `now` as an argument' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'shared/ is pure: take `now` as an argument' },
      ],
    },
  },
);
