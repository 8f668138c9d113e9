// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Unused names are errors unless they start with an underscore. */
const unusedVars = [
  'error',
  {
    args: 'after-used',
    argsIgnorePattern: '^_',
    varsIgnorePattern: '^_',
    caughtErrorsIgnorePattern: '^_',
    destructuredArrayIgnorePattern: '^_',
    ignoreRestSiblings: true,
  },
];

const browserCode = ['src/**', 'engine/**', 'widgets/**', 'machines/**', 'stories/**', '.storybook/**'];
const nodeCode = ['server/**', 'scripts/**', 'tests/**', '.storybook/main.*', '*.{js,mjs,cjs,ts,mts,cts}'];

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    '.data/',
    '.data-*/',
    '.tmp/',
    'storybook-static/',
    'coverage/',
    'server/db/migrations/',
    '**/*.gen.ts',
  ]),

  {
    name: 'sightline/javascript',
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended],
    rules: { 'no-unused-vars': unusedVars },
  },

  {
    name: 'sightline/typescript',
    files: ['**/*.{ts,mts,cts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },

  {
    // React components everywhere, plus hooks written in plain .ts files of the browser folders.
    name: 'sightline/react-hooks',
    files: ['**/*.tsx', 'src/**/*.ts', 'engine/**/*.ts', 'widgets/**/*.ts', 'machines/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },

  {
    name: 'sightline/browser-globals',
    files: browserCode,
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    name: 'sightline/node-globals',
    files: nodeCode,
    languageOptions: { globals: { ...globals.node } },
  },
]);
