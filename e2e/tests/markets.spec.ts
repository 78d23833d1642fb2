import { expect, test } from '../support/test';
import { expectAppTakenOver, firstScreenOf, holdAppCode } from '../support/first-screen';
import { DEMO_MEMBER, logIn } from '../support/login';
import { registerMember } from '../support/register';
import { firstRace } from '../support/races';

/**
 * A member joins a stock race and paper-trades. The server's market clock starts at 10:00 China time on
 * the next trading day (playwright.config.ts), so the market is open whatever the real time of day.
 */
test('a member joins a race, buys 100 shares, sees the holding and the ranking, and cannot sell the same day', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  const login = await page.request.post('/api/member/login/ver/2/account', {
    data: { username: member.username, password: member.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const nickname = `炒股${Date.now().toString(36).slice(-5)}`;
  await page.request.post('/api/member/modify/nickname', {
    data: { nickname },
    headers: { authorization: `Bearer ${token}` },
  });
  await logIn(page, member.username, member.password);

  // The race list: category tabs and cards; the monthly race opens from 'learn more'.
  await page.goto('/pages/stock/stockRaceList/index');
  await expect(page.getByRole('tab', { name: '月度赛' })).toBeVisible();
  await page.getByRole('tab', { name: '月度赛' }).click();
  const card = page.getByTestId('race-card').filter({ hasText: '月度实盘模拟赛' });
  await card.getByRole('button', { name: '了解详情' }).click();
  await expect(page).toHaveURL(/\/pages\/stock\/stockRace\/index\?id=\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { name: '月度实盘模拟赛' })).toBeVisible();
  await expect(page.getByText('模拟行情').first()).toBeVisible();
  await expect(page.getByTestId('return-chart')).toBeVisible();

  await page.getByRole('button', { name: '报名参赛' }).click();
  await expect(page.getByText('报名成功')).toBeVisible();
  const account = page.getByTestId('portfolio-card');
  await expect(account).toContainText('我的账户');
  await expect(account).toContainText('1,000,000.00');

  // Buy one lot of 贵州茅台 at the current price.
  await page.getByRole('button', { name: '交易', exact: true }).click();
  await page.getByPlaceholder('输入股票代码或名称').fill('600519');
  await page.getByTestId('security-option').filter({ hasText: '贵州茅台' }).click();
  await expect(page.getByTestId('order-price')).toBeVisible();
  await page.getByRole('button', { name: '确认买入' }).click();
  await expect(page.getByText('买入成交')).toBeVisible();

  // The holding is there at once, not sellable today (T+1); the cash went down.
  await page.getByRole('tab', { name: '持仓' }).click();
  const holding = page.getByTestId('holding-row').filter({ hasText: '贵州茅台' });
  await expect(holding).toContainText('持仓 100 股 · 可卖 0 股');
  await expect(account).not.toContainText('可用资金1,000,000.00');

  // The ranking lists the member.
  await page.getByRole('tab', { name: '排行榜' }).click();
  await expect(page.getByTestId('ranking-row').filter({ hasText: nickname })).toBeVisible();

  // Selling the same day is refused with the reason.
  await page.getByRole('tab', { name: '持仓' }).click();
  await holding.getByRole('button', { name: '卖出' }).click();
  await page.getByRole('button', { name: '确认卖出' }).click();
  await expect(page.getByText('下一交易日才能卖出', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(holding).toContainText('持仓 100 股 · 可卖 0 股');

  // The trade is in the completed list.
  await page.getByRole('tab', { name: '成交' }).click();
  await expect(page.getByTestId('trade-row').filter({ hasText: '贵州茅台' })).toContainText('100股');
});

test('a member opening a race cold sees its banner and title before the app’s code arrives', async ({
  page,
}) => {
  const race = await firstRace(page.request);
  await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);

  const release = await holdAppCode(page);
  await page.goto(`/pages/stock/stockRace/index?id=${race.id}`, { waitUntil: 'commit' });
  await expect(firstScreenOf(page).getByRole('heading', { name: race.title })).toBeVisible();

  release();
  await expectAppTakenOver(page);
  await expect(page.getByRole('main').getByRole('heading', { name: race.title })).toBeVisible();
});

test("stock pools list a teacher's picks with entry price and change since entry; a stock opens its daily K-line", async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await logIn(page, member.username, member.password);
  await page.goto('/pages/stock/stockPoolList/index');
  await expect(page.getByRole('tab', { name: '价值精选池' })).toHaveAttribute('aria-selected', 'true');
  const entries = page.getByTestId('pool-entry');
  await expect(entries).toHaveCount(5);
  await expect(entries.first()).toContainText('入池价');
  await expect(entries.first()).toContainText(/[+-]?\d+\.\d{2}%/);
  await page.getByRole('tab', { name: '短线热点池' }).click();
  await expect(entries).toHaveCount(3);
  await entries.filter({ hasText: '东方财富' }).click();
  await expect(page.getByTestId('stock-quote')).toContainText('涨停价');
  await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();

  // The finance calendar: a strip of days and the day's events with their stars and values.
  await page.goto('/pages/stock/financeCalendar/index');
  await expect(page.getByRole('navigation', { name: '财经日历' }).getByRole('button')).toHaveCount(7);
  const events = page.getByTestId('calendar-event');
  await expect(events.first()).toContainText('前值');
  await expect(events.first()).toContainText('预测');
});

test('a visitor reads the convertible bonds: figures follow the stock, a bond opens its terms', async ({
  page,
}) => {
  await page.goto('/pages/stock/bond/index');
  const rows = page.getByTestId('bond-row');
  await expect(rows).toHaveCount(9);
  await expect(rows.first()).toContainText('转股溢价率');
  await expect(page.getByText('模拟行情').first()).toBeVisible();
  await rows.filter({ hasText: '宁德转债' }).click();
  const detail = page.getByTestId('bond-detail');
  await expect(detail).toContainText('纯债价值');
  await expect(detail).toContainText('110.00');
});

test('the stock and bond landing pages show live sectors and bonds to visitors and lead on', async ({
  page,
}) => {
  await page.goto('/pages/website/stock/index');
  await expect(page.getByTestId('landing-concepts').getByRole('listitem')).toHaveCount(6);
  await page.goto('/pages/website/bond/index');
  await expect(page.getByTestId('landing-bonds').getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: '查看全部可转债' }).click();
  await expect(page).toHaveURL(/\/pages\/stock\/bond\/index$/);
  await expect(page.getByTestId('bond-row').first()).toBeVisible();
});

test('the app landing page shows the released builds and where to get each', async ({ page }) => {
  await page.goto('/pages/website/app/index');
  const downloads = page.getByTestId('app-downloads');
  await expect(downloads.getByRole('listitem')).toHaveCount(3);
  await expect(downloads).toContainText('iPhone 版v2.0.34');
  await expect(downloads.getByRole('button', { name: '前往 App Store' })).toBeVisible();
  await expect(downloads.getByRole('link', { name: '下载安装包' })).toHaveAttribute('href', /\.apk$/);
  await page.getByRole('button', { name: '先在网页版逛逛' }).click();
  await expect(page).toHaveURL(/\/pages\/about\/index\/index$/);
});
