import type { Page } from '@playwright/test';

/**
 * Holds back the app's code on this page until the returned function is called: what shows meanwhile is
 * what the server drew (its first screen).
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
