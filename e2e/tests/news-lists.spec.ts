import { expect, test } from '../support/test';
import { logIn } from '../support/login';
import { registerMember } from '../support/register';

test.describe('news lists for a member', () => {
  test('opening an article marks it read and lowers its tab’s unread count', async ({ page, request }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);

    await page.goto('/pages/news/list/index?categoryId=15');
    const tab = page.getByRole('tab', { name: /要闻/ });
    const badge = tab.getByTestId('news-unread-badge');
    await expect(badge).toHaveText(/^\d+$/);
    const before = Number(await badge.textContent());
    expect(before).toBeGreaterThan(0);

    const firstTitle = page.getByRole('article').first().getByRole('heading');
    await expect(firstTitle).not.toHaveAttribute('data-read', 'true');
    const title = (await firstTitle.textContent()) ?? '';
    await firstTitle.click();
    await expect(page).toHaveURL(/\/pages\/news\/details\/index\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/pages\/news\/list\/index/);
    const read = page.getByRole('heading', { name: title });
    await expect(read).toHaveAttribute('data-read', 'true');
    if (before === 1) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(String(before - 1));
  });

  test('a category followed from the news tabs shows on the interest page, and can be unfollowed there', async ({
    page,
    request,
  }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);

    await page.goto('/pages/news/list/index?categoryId=16');
    const follow = page.getByTestId('follow-category-16');
    await expect(follow).toHaveText(/关\s*注/);
    await follow.click();
    await expect(follow).toHaveText(/已关注/);

    await page.goto('/pages/mine/index/index');
    await page.getByRole('button', { name: '我的兴趣' }).click();
    await expect(page).toHaveURL(/\/pages\/mine\/interest\/index/);
    const followed = page.getByTestId('interest-followed');
    await expect(followed.getByText('A股', { exact: true })).toBeVisible();
    await expect(page.getByTestId('interest-more').getByText('A股', { exact: true })).toHaveCount(0);

    await followed.getByTestId('follow-category-16').click();
    await expect(page.getByTestId('interest-more').getByText('A股', { exact: true })).toBeVisible();
    await expect(followed.getByText('A股', { exact: true })).toHaveCount(0);
  });

  test('the strategy page lists the teachers’ strategy articles and opens one', async ({ page, request }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);

    await page.goto('/pages/mine/index/index');
    await page.getByRole('button', { name: '投资策略' }).click();
    await expect(page).toHaveURL(/\/pages\/mine\/strategy\/index/);
    const list = page.getByTestId('strategy-list');
    await expect(list.getByRole('article')).toHaveCount(5);
    await list.getByRole('heading', { name: '本周策略：震荡市里先控仓位，再谈进攻' }).click();
    await expect(page).toHaveURL(/\/pages\/news\/details\/index\?id=\d+/);
    await expect(page.getByText('总仓位建议控制在五到六成')).toBeVisible();
  });
});
