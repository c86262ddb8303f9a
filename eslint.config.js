import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import noJsxLiterals from './tools/eslint/no-jsx-literals.js';
import noRawSql from './tools/eslint/no-raw-sql.js';
import { corePlatformRules, layerRules } from './tools/eslint/layers.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'app/dist-server/**', '.data/**', 'test-results/**', 'app/src/route-tree.gen.ts', 'server/src/db/schema.generated.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['core/src/**/*.ts'], languageOptions: { globals: {} }, rules: { ...layerRules.core, ...corePlatformRules } },
  { files: ['adapters/src/**/*.ts'], rules: layerRules.adapters },
  { files: ['ui/src/**/*.{ts,tsx}'], rules: layerRules.ui },
  { files: ['server/src/**/*.ts'], rules: layerRules.server },
  {
    // Issue 29: SQL only through the typed query layer; the engines and the migrator speak it by nature,
    // and tests (with their suites and probes under testing/) arrange rows as directly as they like.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-suite.ts', 'server/src/testing/**', 'server/src/db/{migrate,pglite-db,postgres-db,postgres-listener,kysely}.ts'],
    plugins: { modavi: { rules: { 'no-raw-sql': noRawSql } } },
    rules: { 'modavi/no-raw-sql': 'error' },
  },
  {
    files: ['ui/src/**/*.tsx', 'app/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { modavi: { rules: { 'no-jsx-literals': noJsxLiterals } } },
    rules: { 'modavi/no-jsx-literals': 'error' },
  },
);
