import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { schemaImportPaths } from './scripts/lint/contract-schema-imports.js';
import { APP_POPUP_MODULES, kitImports, kitImportsOfPopupModules } from './scripts/lint/kit-imports.js';

const schemaUsers = {
  // Forms that check the request with the server's own schema before sending it (same rules, same texts).
  account: [
    'apps/web/src/app/routes/auth/login-page.tsx',
    'apps/web/src/app/routes/auth/mobile-login-page.tsx',
    'apps/web/src/app/routes/auth/register-page.tsx',
    'apps/web/src/app/routes/member/epithet-page.tsx',
    'apps/web/src/app/routes/member/log-off-page.tsx',
    'apps/web/src/app/routes/member/password-page.tsx',
    'apps/web/src/components/sms-code-button.tsx',
    'apps/web/src/features/member/components/edit-name-dialog.tsx',
  ],
  commerce: ['apps/web/src/app/routes/commerce/invoice-page.tsx'],
  'member-center': ['apps/web/src/app/routes/member/mobile-phone-page.tsx'],
  // Socket frames are untrusted input: they are parsed with the frame schemas. The live room's check is
  // loaded with the socket's first connect (decision 049), so its schemas stay off the room's first load.
  chat: ['apps/web/src/features/chat/hooks/use-chat-socket.ts'],
  socket: ['packages/client-core/src/socket/frame-check.ts'],
};

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
    // Contract modules that define zod schemas pull the schema library and every schema of the file into a
    // page that imports a value from them; the constants and texts the client needs live in zod-free modules.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/client-core/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...schemaImportPaths(), ...kitImports] },
      ],
    },
  },
  {
    // The modules that wrap the kit's popups.
    files: APP_POPUP_MODULES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...schemaImportPaths(), ...kitImportsOfPopupModules] },
      ],
    },
  },
  // The files that really run a schema, each allowed the one module it needs: their pages load zod anyway.
  ...Object.entries(schemaUsers).map(([module, files]) => ({
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...schemaImportPaths([module]), ...kitImports] },
      ],
    },
  })),
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
    // Scripts the web app serves as they are (no build step): browser code.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'apps/server/scripts/**/*.mjs',
      'apps/native/scripts/**/*.mjs',
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
