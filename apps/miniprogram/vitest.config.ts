import { defineProject } from 'vitest/config';

// The shell's logic takes `wx` as a parameter, so it runs here against a fake `wx` (REFERENCE §2.3).
export default defineProject({
  test: { name: 'miniprogram', environment: 'node', include: ['test/**/*.test.ts'] },
});
