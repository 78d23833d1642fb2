import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds against react-router's production bundle. Its package exports point every condition at
 * `dist/development`, so a bundler following them ships the development build (its warnings, invariant
 * messages and dev-only checks) in the app's entry. The production files sit beside it with the same
 * exports; the dev server and the tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^react-router$/, replacement: path.join(dist, 'production', 'index.mjs') }],
      },
    }),
  };
}
