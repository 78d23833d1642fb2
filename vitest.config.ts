import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/client-core',
      'apps/server',
      'apps/web',
      'apps/miniprogram',
      'apps/native',
      // The repository's own checks (scripts/*.mjs), run by `npm run lint` too.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
