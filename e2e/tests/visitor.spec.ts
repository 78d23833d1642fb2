import { expect, test } from '../support/test';
import { firstScreenOf, holdAppCode, recordApiCalls } from '../support/first-screen';
import { firstRace } from '../support/races';

test.describe('a visitor', () => {
  test('sees the home page with the tab bar from the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('财经学堂').first()).toBeVisible();
    await expect(page.getByText('名师团队')).toBeVisible();

    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    await expect(tabBar).toBeVisible();
    for (const title of ['首页', '资讯', '我的'])
      await expect(tabBar.getByText(title, { exact: true })).toBeVisible();
    // Icons come from the server's navigation list, not the built-in fallback.
    const icons = tabBar.locator('img');
    await expect(icons.first()).toHaveAttribute('src', /\/media\//);
  });

  test('sees home’s name and first banner before the app’s code arrives, and the app takes over in place', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const firstScreen = firstScreenOf(page);
    await expect(firstScreen.getByRole('heading', { name: '财经学堂', level: 1 })).toBeVisible();
    await expect(firstScreen.locator('img')).toHaveJSProperty('complete', true);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);

    release();
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await expect(firstScreen).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '财经学堂', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '价值投资必修课' })).toBeVisible();
    // The app's own code was asked for once the server's picture had loaded.
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (pattern: RegExp) => entries.find((e) => pattern.test(e.name));
      return {
        pictureLoaded: find(/banner-1\.svg$/)?.responseEnd ?? NaN,
        entryAsked: find(/\/assets\/index-[\w-]+\.js$/)?.startTime ?? NaN,
      };
    });
    expect(order.entryAsked).toBeGreaterThanOrEqual(order.pictureLoaded);
  });

  test('sees the news tabs and newest articles before the app’s code arrives, and the app takes over with the same list', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/pages/news/list/index?categoryId=15', { waitUntil: 'commit' });
    const firstScreen = firstScreenOf(page);
    await expect(firstScreen.getByText('要闻', { exact: true })).toBeVisible();
    const drawn = firstScreen.getByRole('article').first().getByRole('heading');
    await expect(drawn).toBeVisible();
    const title = (await drawn.textContent()) ?? '';
    expect(title.length).toBeGreaterThan(4);
    await expect(page.getByRole('tab')).toHaveCount(0);

    release();
    await expect(page.getByRole('tab', { name: '要闻', selected: true })).toBeVisible();
    await expect(firstScreen).toHaveCount(0);
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(title);
  });

  test('the news list’s pictures stay on screen as the app takes over from the first screen', async ({
    page,
  }) => {
    // Sampled every frame: the pictures the first screen shows in the viewport must be in the app's first
    // frame too, loaded, not boxes waiting to be seen.
    await page.addInitScript(() => {
      const taken = { shown: [] as string[], missing: null as string[] | null };
      Object.assign(window, { takeover: taken });
      const inView = (img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      };
      const sample = () => {
        const firstScreen = document.getElementById('first-screen');
        if (firstScreen) {
          taken.shown = Array.from(firstScreen.querySelectorAll('img'))
            .filter((img) => img.complete && inView(img))
            .map((img) => img.src);
        } else if (taken.shown.length > 0 && taken.missing === null) {
          const drawn = new Set(
            Array.from(document.querySelectorAll<HTMLImageElement>('#root img'))
              .filter((img) => img.complete)
              .map((img) => img.src),
          );
          taken.missing = taken.shown.filter((src) => !drawn.has(src));
          return;
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // The app's code waits until the first screen's pictures have loaded, so there are pictures to keep.
    const release = await holdAppCode(page);
    await page.goto('/pages/news/list/index?categoryId=15', { waitUntil: 'commit' });
    const pictures = firstScreenOf(page).locator('img');
    await expect(pictures).not.toHaveCount(0);
    for (const picture of await pictures.all()) await expect(picture).toHaveJSProperty('complete', true);
    release();
    await expect(page.getByRole('tab', { name: '要闻', selected: true })).toBeVisible();
    await expect(firstScreenOf(page)).toHaveCount(0);
    const taken = await page.evaluate(
      () => (window as unknown as { takeover: { shown: string[]; missing: string[] | null } }).takeover,
    );
    expect(taken.shown.length).toBeGreaterThan(2);
    expect(taken.missing).toEqual([]);
  });

  test('gets the news list’s first reads with the page, and reads another tab from the server', async ({
    page,
  }) => {
    const asked = recordApiCalls(page);
    await page.goto('/pages/news/list/index?categoryId=15');
    await expect(page.getByRole('tab', { name: '要闻', selected: true })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '底部导航' }).getByText('资讯')).toBeVisible();
    for (const read of ['/api/news/category/ver/2/all', '/api/news/ver/2/list', '/api/nav/list'])
      expect(asked).not.toContain(read);

    const nextTab = page.waitForRequest((request) => request.url().includes('/api/news/ver/2/list?'));
    await page.getByRole('tab', { name: '财经', exact: true }).click();
    await nextTab;
    await expect(page.getByRole('tab', { name: '财经', selected: true })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading')).toBeVisible();
  });

  test('opens the news tab: first category selected, articles listed, an article readable', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: '底部导航' }).getByText('资讯', { exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/news\/list\/index\?categoryId=15/);
    await expect(page.getByRole('tab', { name: '要闻', selected: true })).toBeVisible();
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(4);
    // A tab page is a top-level destination: no back arrow in its nav bar.
    await expect(page.getByRole('banner').getByText('返回')).toHaveCount(0);
    await firstCard.click();
    await expect(page).toHaveURL(/\/pages\/news\/details\/index\?id=\d+/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('is asked before opening a members-only menu entry, and can go on to the suggested page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: '功能导航' }).getByRole('button', { name: 'VIP内参' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('提示')).toBeVisible();
    await expect(dialog.getByText('该栏目为会员专享，开通会员后即可查看')).toBeVisible();
    await dialog.getByRole('button', { name: '跳转' }).click();
    await expect(page).toHaveURL(/\/pages\/mine\/index\/index/);
  });

  test('opens the member tab as a visitor and is offered to log in', async ({ page }) => {
    await page.goto('/pages/mine/index/index');
    await expect(page.getByText('登录/注册')).toBeVisible();
    await page.getByText('登录/注册').click();
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);
  });

  test('is sent to the login page from a members-only page', async ({ page }) => {
    await page.goto('/pages/mine/personalInformation/index');
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  });

  test('opening a race link, is sent to log in without being shown the race first', async ({ page }) => {
    const race = await firstRace(page.request);
    // The server draws a race's first screen for whoever asks; only members may open the page.
    const release = await holdAppCode(page);
    await page.goto(`/pages/stock/stockRace/index?id=${race.id}`, { waitUntil: 'domcontentloaded' });
    // Gone while the app's code is still held back: the page's boot script dropped it, not the app.
    await expect(firstScreenOf(page)).toHaveCount(0);

    release();
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);
  });

  test('sees the 404 page for an unknown address', async ({ page }) => {
    await page.goto('/pages/nothing/here/index');
    await expect(page).toHaveTitle('404 Not Found');
    await expect(page.getByText('404').first()).toBeVisible();
  });
});
