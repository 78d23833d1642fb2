import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test, which also closes the browser contexts a test opens itself (a second member, a teacher,
 * a visitor) when it ends. Left open, their pages go on working for the rest of the run: a video keeps
 * playing, a live room keeps its socket and draws every message, and every later test runs slower for it.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});
