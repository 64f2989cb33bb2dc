import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// The layers: a feature of the PWA never imports another feature, nor does the PWA's common code (lib,
// components, offline, push) import a feature (what two places share lives in pwa/lib, pwa/components or
// shared/); shared/ imports nothing from pwa/ or server/; no module imports itself through a cycle.
const features = ['site', 'booking', 'store', 'admin', 'manage'];

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
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', {
        zones: [
          ...features.map((feature) => ({
            target: `./pwa/features/${feature}`,
            from: features.filter((other) => other !== feature).map((other) => `./pwa/features/${other}`),
            message: 'a feature never imports another feature: move what both use to pwa/lib, pwa/components or shared/',
          })),
          {
            target: ['./pwa/lib', './pwa/components', './pwa/offline', './pwa/push'],
            from: './pwa/features',
            message: 'common PWA code never imports a feature: move what both use to pwa/lib, pwa/components or shared/',
          },
          { target: './shared', from: ['./pwa', './server'], message: 'shared/ imports nothing from pwa/ or server/' },
        ],
      }],
    },
  },
  {
    // shared/ is imported through package.json's `imports` alias, never by a relative climb.
    files: ['pwa/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts', '*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.{1,2}/)+shared/', message: "import shared/ as '#shared/…'" }] }],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'process', message: 'shared/ is pure: no Node APIs' }, { name: 'document', message: 'shared/ is pure: no DOM' }, { name: 'window', message: 'shared/ is pure: no DOM' }],
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'shared/ is pure: take `now` as an argument' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'shared/ is pure: take `now` as an argument' },
      ],
    },
  },
);
