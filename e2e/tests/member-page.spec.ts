import { expect, test, type Page } from '../support/test';
import { DEMO_MEMBER, logIn } from '../support/login';
import { registerMember } from '../support/register';
import { expectAppTakenOver } from '../support/first-screen';

const MINE = '/pages/mine/index/index';
const RENEWAL_MEMBER = { username: 'renewal', password: 'Renewal@2026' };
const VALIDITY = '/api/member/get/live/validity/period';

/** GET of an API path as the logged-in page's member (the token the page stored). */
async function apiAsPage<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const res = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

/** A page opened from the member page is real: its own URL, a title, and no 404. */
async function expectRealPage(page: Page) {
  await expect(page).not.toHaveURL(/\/pages\/mine\/index\/index$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('404 Not Found')).toHaveCount(0);
  expect(await page.title()).not.toBe('404 Not Found');
}

test.describe('member page', () => {
  test('a visitor is offered the login, not zeros', async ({ page }) => {
    await page.goto(MINE);
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await expect(page.getByTestId('member-summary')).toHaveCount(0);
  });

  test('the header shows points, usable coupons, membership and unread notifications, each opening its page', async ({
    page,
  }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto(MINE);
    const summary = page.getByTestId('member-summary');
    await expect(summary).toBeVisible();

    const points = await apiAsPage<{ balance: number }>(
      page,
      '/api/member/points/ver/2/list?pageNum=1&pageSize=1',
    );
    const coupons = await apiAsPage<{ total: number }>(
      page,
      '/api/member/coupon/ver/2/list?status=unused&pageNum=1&pageSize=1',
    );
    const unread = await apiAsPage<{ data: { count: number } }>(page, '/api/member/push/get/unread');
    expect(points.balance).toBeGreaterThan(0);
    expect(coupons.total).toBeGreaterThan(0);
    await expect(page.getByTestId('summary-points')).toContainText(String(points.balance));
    await expect(page.getByTestId('summary-coupons')).toContainText(String(coupons.total));
    await expect(page.getByTestId('summary-unread')).toContainText(String(unread.data.count));
    // The demo member holds 实战课程 for a year.
    await expect(page.getByTestId('summary-membership')).toContainText('实战课程');
    await expect(page.getByTestId('summary-membership')).toContainText(/\d{4}-\d{2}-\d{2}到期/);

    for (const [tile, url] of [
      ['summary-points', /\/pages\/mine\/integral\/index/],
      ['summary-coupons', /\/pages\/mine\/coupon\/index/],
      ['summary-membership', /\/pages\/goods\/index\/index\?id=\d+/],
      ['summary-unread', /\/pages\/mine\/pushList\/index/],
    ] as const) {
      await page.goto(MINE);
      await page.getByTestId(tile).click();
      await expect(page).toHaveURL(url);
      await expectRealPage(page);
    }
  });

  test('every entry of the member page opens a real page', async ({ page, request }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);
    await page.goto(MINE);
    await expect(page.getByTestId('summary-membership')).toContainText('未开通');
    const entries = page.locator('section button');
    const names = (await entries.allInnerTexts()).map((name) => name.trim()).filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(['我的订单', '优惠券', '积分', '字体大小', '系统设置']));

    for (const name of names) {
      await page.goto(MINE);
      await page.locator('section').getByRole('button', { name, exact: true }).click();
      await expectRealPage(page);
    }
    // The membership tile of a member without one leads to the products.
    await page.goto(MINE);
    await page.getByTestId('summary-membership').click();
    await expect(page).toHaveURL(/\/pages\/goods\/list\/index/);
    await expectRealPage(page);
    // So does the notifications row.
    await page.goto(MINE);
    await page.getByTestId('push-entry').click();
    await expect(page).toHaveURL(/\/pages\/mine\/pushList\/index/);
    await expectRealPage(page);
  });

  test('a member whose service ends in 3 days sees the expiry popup on home once a day', async ({ page }) => {
    await logIn(page, RENEWAL_MEMBER.username, RENEWAL_MEMBER.password);
    await page.goto('/');
    const popup = page.getByTestId('service-expiry-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('服务即将到期');
    await expect(popup).toContainText('直播会员');
    await expect(popup).toContainText(/\d{4}-\d{2}-\d{2} 到期/);
    // Seeded three days ahead; two calendar days when the run crosses midnight in China.
    await expect(page.getByTestId('service-expiry-days')).toHaveText(/剩余 [23] 天/);

    // Renew leads to the product that grants it.
    await popup.getByRole('button', { name: '立即续费' }).click();
    await expect(page).toHaveURL(/\/pages\/goods\/index\/index\?id=\d+/);
    await expect(page.getByRole('heading', { name: '直播会员·月卡', level: 1 })).toBeVisible();

    // Home again, and a reload, the same day: no popup once the member's services have loaded.
    for (const open of [() => page.goto('/'), () => page.reload()]) {
      const loaded = page.waitForResponse((res) => res.url().includes(VALIDITY));
      await open();
      await loaded;
      // The app has taken over from the server's first screen: what it shows is final.
      await expectAppTakenOver(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(popup).toHaveCount(0);
    }

    // The next day (the stored day is yesterday's) it shows again; "later" closes it.
    await page.evaluate(() => {
      const mark = window.localStorage.getItem('serviceExpiryShown') ?? '';
      window.localStorage.setItem('serviceExpiryShown', mark.replace(/:.*$/, ':2000-01-01'));
    });
    await page.reload();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: '稍后再说' }).click();
    await expect(popup).toBeHidden();
  });

  test('a member without a service ending soon sees no expiry popup', async ({ page, request }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);
    const loaded = page.waitForResponse((res) => res.url().includes(VALIDITY));
    await page.goto('/');
    await loaded;
    await expectAppTakenOver(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('service-expiry-popup')).toHaveCount(0);
  });
});
