import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Contract modules that define zod schemas pull the whole schema library into a page that imports a
    // value from them; the constants the client needs live in zod-free modules.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/client-core/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/contract/envelope',
              importNames: ['ResultCode'],
              message: "Import ResultCode from '@app/contract/result-code' (zod-free).",
              allowTypeImports: true,
            },
            {
              name: '@app/contract/ad',
              importNames: ['isSafeLink', 'AdCategoryCode'],
              message:
                "Import isSafeLink from '@app/contract/safe-link' and category codes from '@app/contract/ad-codes' (zod-free).",
              allowTypeImports: true,
            },
            {
              name: '@app/contract/account',
              importNames: ['DEFAULT_ROLE', 'TEACHER_ROLE', 'ADMIN_ROLE', 'ALL_PERMISSION'],
              message: "Import role constants from '@app/contract/roles' (zod-free).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Pages (app/routes) compose features; a feature never reaches into another feature or the app, and
    // the shared folders (components, lib, i18n) know neither, so two pages needing one thing share a feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/{components,lib,i18n,test}' },
        { type: 'entry', pattern: 'apps/web/src/*.{ts,tsx}' },
      ],
      'boundaries/include': ['apps/web/src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'entry' } }, allow: { to: { element: { type: '*' } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: '*' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'apps/server/scripts/**/*.mjs',
      '**/*.config.{js,ts}',
      'apps/server/**/*.ts',
      'e2e/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
