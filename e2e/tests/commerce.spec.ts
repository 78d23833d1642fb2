import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_MEMBER, logIn } from '../support/login';

interface NewsRow {
  id: number;
  title: string;
  locked: boolean;
}

/** A members-only (VIP内参) article of the seed. */
async function lockedArticle(request: APIRequestContext): Promise<NewsRow> {
  const res = await request.get('/api/news/ver/2/list?categoryId=11&pageNum=1&pageSize=100');
  const locked = ((await res.json()) as { rows: NewsRow[] }).rows.find((n) => n.locked);
  if (!locked) throw new Error('no locked article in the seed');
  return locked;
}

// The whole loop on the demo member, who lacks VIP内参: locked article → no-permission page → product →
// order with a coupon and points → simulated payment → the article opens → My orders says so → an invoice
// opens as PDF → refund →
// the article is locked again (so the other specs find the demo member as the seed made it).
test('a member buys the product that unlocks an article, reads it, and gets a refund', async ({ page }) => {
  await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const article = await lockedArticle(page.request);
  const articleUrl = `/pages/news/details/index?id=${article.id}`;

  await page.goto(articleUrl);
  await expect(page).toHaveURL(/\/pages\/mine\/noPermission\/index/);
  const offers = page.getByTestId('unlocking-goods');
  await expect(offers.getByTestId('goods-card')).toHaveCount(3); // month, year, and the all-in bundle
  await offers.getByRole('button', { name: /VIP内参·月卡/ }).click();

  await expect(page).toHaveURL(/\/pages\/goods\/index\/index\?id=\d+/);
  await expect(page.getByRole('heading', { name: 'VIP内参·月卡', level: 1 })).toBeVisible();
  await expect(page.getByTestId('goods-price')).toHaveText('¥99/1个月');
  await page.getByRole('button', { name: '立即购买' }).click();

  // The order page: pick a coupon, use points, and see the amount before paying.
  await expect(page).toHaveURL(/\/pages\/mine\/order\/index\?goodsId=\d+/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥99.00');
  await page.getByTestId('coupon-pick').click();
  await page.getByRole('button', { name: /满99减20/ }).click();
  await expect(page.getByTestId('pay-amount')).toHaveText('¥79.00');
  await page.getByRole('switch', { name: '使用积分' }).click();
  await expect(page.getByTestId('pay-amount')).toHaveText('¥59.00'); // 2000 points = ¥20
  await page.getByRole('button', { name: '提交订单' }).click();

  // The sandbox cashier says what it is, and the member confirms.
  await expect(page).toHaveURL(/\/pages\/webView\/payment\/index\?orderNo=\d+/);
  await expect(page.getByTestId('sandbox-banner')).toContainText('模拟支付');
  await expect(page.getByTestId('cashier-amount')).toHaveText('¥59.00');
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;
  await page.getByRole('button', { name: '确认支付（模拟）' }).click();
  await expect(page.getByTestId('pay-success')).toBeVisible();
  await page.getByRole('button', { name: '返回继续查看' }).click();

  // Back on the article, which is open now.
  await expect(page).toHaveURL(new RegExp(`/pages/news/details/index\\?id=${article.id}`));
  await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();

  // My orders (from the member page) shows it paid.
  await page.goto('/pages/mine/index/index');
  await page.getByRole('button', { name: '我的订单' }).click();
  await expect(page).toHaveURL(/\/pages\/mine\/order\/list\/index/);
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('已开通');
  await expect(card).toContainText('¥59.00');

  // An invoice for the order: requested, issued by the (simulated) issuer, opened in the app's PDF page.
  await card.getByRole('button', { name: '查看订单' }).click();
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
  await page.getByRole('button', { name: '申请发票' }).click();
  await page.getByText('企业', { exact: true }).click();
  await page.getByPlaceholder('请填写企业名称').fill('上海财学信息科技有限公司');
  await page.getByPlaceholder('请填写纳税人识别号').fill('123');
  await page.getByPlaceholder('电子发票将发送到该邮箱').fill('finance@example.com');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入正确的纳税人识别号')).toBeVisible();
  await page.getByPlaceholder('请填写纳税人识别号').fill('91310000MA1FL4TX3K');
  await page.getByRole('button', { name: '提交申请' }).click();
  const invoice = page.getByTestId('invoice-row').first();
  await expect(invoice.getByTestId('invoice-status')).toHaveText('发票已开具');
  await invoice.getByRole('button', { name: '查看发票' }).click();
  await expect(page).toHaveURL(/\/pages\/pdf\/index\?url=%2Fapi%2Forder%2Fver%2F2%2Finvoice%2Fpdf%2F\d+/);
  await expect(page.getByTestId('pdf-page')).toHaveCount(1);

  // Refund with a reason: the access goes, the order says refunded, the article is locked again.
  await page.goto(`/pages/mine/order/index?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
  await page.getByRole('button', { name: '申请退款' }).click();
  await page.getByPlaceholder('请填写退款原因').fill('已在其他渠道订阅');
  await page.getByRole('button', { name: '提交退款申请' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已退款');

  await page.goto(articleUrl);
  await expect(page).toHaveURL(/\/pages\/mine\/noPermission\/index/);

  // The coupon and the points came back.
  await page.goto('/pages/mine/integral/index');
  await expect(page.getByTestId('points-balance')).toHaveText('2000');
  await page.goto('/pages/mine/coupon/index');
  await expect(page.getByText('满99减20')).toBeVisible();
});
