import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './eslint-rules/import-boundaries.js';
import serverBoundaries from './eslint-rules/server-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-server', '.data', 'coverage', 'e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Import directions in the SPA: shared code → features → app (docs/architecture.md).
  importBoundaries.boundariesConfig,
  // The server's: a pure engine, an http/ that knows no domain, server and SPA apart.
  serverBoundaries.serverBoundariesConfig,
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
