import { expect, test } from '../support/test';
import { logIn } from '../support/login';
import { registerMember } from '../support/register';

test('a visitor reads 投资百科 from the AI page, and the assistant’s answer opens its entry', async ({
  page,
  request,
}) => {
  await page.goto('/pages/ai/index/index');
  await page.getByRole('link', { name: '查看投资百科' }).click();
  await expect(page).toHaveURL(/\/pages\/wiki\/list\/index$/);
  await expect(page.getByRole('heading', { name: '交易规则' })).toBeVisible();
  await page.getByTestId('wiki-item').filter({ hasText: 'T+1 交易制度' }).click();
  await expect(page).toHaveURL(/\/pages\/wiki\/detail\/index\?id=\d+$/);
  await expect(page.getByTestId('wiki-body')).toContainText('下一个交易日才能卖出');

  const member = await registerMember(request);
  await logIn(page, member.username, member.password);
  await page.goto('/pages/ai/index/index');
  const input = page.getByPlaceholder('输入你的问题');
  await input.fill('如何看K线？');
  await input.press('Enter');
  const answer = page.getByTestId('ai-answer').first();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await answer
    .getByTestId('ai-citations')
    .getByRole('link', { name: /^百科.?K线$/ })
    .click();
  await expect(page).toHaveURL(/\/pages\/wiki\/detail\/index\?id=\d+$/);
  await expect(page.getByTestId('wiki-body')).toContainText('阳线');
});
