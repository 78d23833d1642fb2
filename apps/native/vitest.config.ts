import { defineProject } from 'vitest/config';

// The shell's update and share logic takes its native abilities as a parameter, so it runs here with fakes.
export default defineProject({
  test: { name: 'native', environment: 'node', include: ['test/**/*.test.ts'] },
});
