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
    // Issue 12, dates and numbers: one date format family (spec 1 section 9, day/month-year and the 24-hour clock),
    // written by core/dates.ts formatDate (in the app through src/i18n/format.ts), never by the locale's own styles.
    name: 'sightline/one-date-format',
    files: ['src/**/*.{ts,tsx}', 'engine/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXIdentifier[name=/^Formatted(Date|Time|DateParts|TimeParts|DateTimeRange)$/]',
          message: 'Dates show in the one date format: formatDayMonthYear / formatDateTime (src/i18n/format.ts).',
        },
        {
          selector: 'MemberExpression[property.name=/^(formatDate|formatTime|formatDateToParts|formatTimeToParts|formatDateTimeRange)$/]',
          message: 'Dates show in the one date format: formatDayMonthYear / formatDateTime (src/i18n/format.ts), formatDate (core/dates.ts) on the server.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: 'Dates show in the one date format: formatDayMonthYear / formatDateTime (src/i18n/format.ts), formatDate (core/dates.ts) on the server.',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: 'Dates show in the one date format: formatDate and formatPeriodLabel (core/dates.ts).',
        },
      ],
    },
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
