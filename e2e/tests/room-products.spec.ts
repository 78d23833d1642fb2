import { expect, test, type Browser, type Page } from '../support/test';
import { DEMO_TEACHER, logIn } from '../support/login';
import { registerMember } from '../support/register';

const ROOM = '陈知远·价值投资直播间';
const PRODUCT = 'VIP内参·月卡';

async function openRoom(page: Page) {
  await page.goto('/pages/applets/index/index');
  await page.getByTestId('live-room-card').filter({ hasText: ROOM }).click();
  await expect(page).toHaveURL(/\/pages\/applets\/chat\/index\?id=\d+/);
  await expect(page.getByTestId('live-message').first()).toBeVisible();
}

async function signedIn(browser: Browser, account: { username: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, account.username, account.password);
  return page;
}

test('a teacher recommends a product in the room; a member taps the card to the product page', async ({
  browser,
  request,
}) => {
  const teacher = await signedIn(browser, DEMO_TEACHER);
  const member = await signedIn(browser, await registerMember(request));
  for (const page of [teacher, member]) await openRoom(page);

  await teacher.getByTestId('recommend-product').click();
  await teacher.getByRole('button', { name: new RegExp(PRODUCT) }).click();
  await expect(teacher.getByText('产品卡片已发送')).toBeVisible();

  const card = member.getByTestId('product-card').filter({ hasText: PRODUCT }).last();
  await expect(card).toBeVisible();
  await expect(card).toContainText('¥');
  await card.click();
  await expect(member).toHaveURL(/\/pages\/goods\/index\/index\?id=\d+/);
  await expect(member.getByText(PRODUCT).first()).toBeVisible();
});

test('a product for experienced investors asks a new member to take the risk test first', async ({
  page,
  request,
}) => {
  const account = await registerMember(request);
  await logIn(page, account.username, account.password);
  const list = await page.request.get('/api/goods/ver/2/list?pageSize=50');
  const bundle = ((await list.json()) as { rows: { id: number; minRiskLevel: string | null }[] }).rows.find(
    (g) => g.minRiskLevel !== null,
  );
  if (!bundle) throw new Error('no product with a risk level in the seed');
  await page.goto(`/pages/mine/order/index?goodsId=${bundle.id}`);
  const notice = page.getByTestId('risk-check');
  await expect(notice).toContainText('请先完成风险测评');
  await notice.getByRole('button', { name: '去测评' }).click();
  await expect(page).toHaveURL(/\/pages\/mine\/riskAssessment\/index\?goodsId=/);
});
