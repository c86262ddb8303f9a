import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import noJsxLiterals from './tools/eslint/no-jsx-literals.js';
import { corePlatformRules, layerRules } from './tools/eslint/layers.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'app/dist-server/**', '.data/**', 'test-results/**', 'app/src/route-tree.gen.ts'],
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
    files: ['ui/src/**/*.tsx', 'app/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { modavi: { rules: { 'no-jsx-literals': noJsxLiterals } } },
    rules: { 'modavi/no-jsx-literals': 'error' },
  },
);
