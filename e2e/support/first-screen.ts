import { expect, type Locator, type Page } from '@playwright/test';

/** What the server drew of the page before the app's code arrived (decision 051). */
export const firstScreenOf = (page: Page): Locator => page.locator('#first-screen');

/** The app has taken over from the server's first screen: what the page shows now is the app's. */
export async function expectAppTakenOver(page: Page): Promise<void> {
  await expect(firstScreenOf(page)).toHaveCount(0);
}

/**
 * The paths of the API calls the page makes from now on, as they happen: a test of what came with the page
 * checks which reads the app did not make itself.
 */
export function recordApiCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  return asked;
}

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
