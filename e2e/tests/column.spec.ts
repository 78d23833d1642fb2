import { expect, test, type Locator, type Page } from '../support/test';
import { DEMO_MEMBER, logIn } from '../support/login';

/** Free space left of the first tab and right of the last one, inside the tab strip. */
async function tabGaps(tabs: Locator): Promise<{ left: number; right: number }> {
  const strip = await tabs.boundingBox();
  const all = tabs.getByRole('tab');
  const first = await all.first().boundingBox();
  const last = await all.last().boundingBox();
  if (!strip || !first || !last) throw new Error('tabs are not laid out');
  return { left: first.x - strip.x, right: strip.x + strip.width - (last.x + last.width) };
}

const cards = (page: Page) => page.getByTestId('column-card');

/**
 * A teacher's page. The teacher list is for members only (SPEC §2 whitelist), the teacher page is not:
 * a visitor arrives there from a link, so the id is looked up the way such a link was made.
 */
async function openTeacher(page: Page, name: string) {
  const res = await page.request.get('/api/teacher/get/list/2?pageSize=100');
  const teachers = ((await res.json()) as { rows: { id: number; name: string }[] }).rows;
  const teacher = teachers.find((t) => t.name === name);
  if (!teacher) throw new Error(`no teacher ${name} in the seed`);
  await page.goto(`/pages/teacher/detail/index?id=${teacher.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test.describe('teacher news list', () => {
  test('all teachers: the categories scroll as a strip from the left, the first one chosen', async ({
    page,
  }) => {
    await page.goto('/pages/course/newsList/index');
    await expect(page.getByRole('heading', { name: '老师资讯' })).toBeVisible();
    const tabs = page.getByTestId('column-tabs');
    await expect(tabs).toHaveAttribute('data-layout', 'scroll');
    // The five news categories and 策略 (decision 036); 财经早班车 has no teacher articles.
    await expect(tabs.getByRole('tab')).toHaveCount(6);
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    expect((await tabGaps(tabs)).left).toBeLessThan(24);
    await expect(cards(page).first()).toBeVisible();
  });

  test("a visitor reads one teacher's news: centered tabs, thumbnails, the lock overlay from the third card", async ({
    page,
  }) => {
    await openTeacher(page, '王慕言');
    await page.getByTestId('teacher-column-news').click();
    await expect(page).toHaveURL(/\/pages\/course\/newsList\/index\?teacherId=\d+$/);
    await expect(page.getByRole('heading', { name: '王慕言的资讯' })).toBeVisible();

    // Only the categories this teacher writes in, few enough to sit centered.
    const tabs = page.getByTestId('column-tabs');
    await expect(tabs).toHaveAttribute('data-layout', 'centered');
    await expect(tabs.getByRole('tab')).toHaveText(['要闻', '财经', '港美股', '策略']);
    await expect(tabs.getByRole('tab', { name: '要闻' })).toHaveAttribute('aria-selected', 'true');
    const gaps = await tabGaps(tabs);
    expect(gaps.left).toBeGreaterThan(40);
    expect(Math.abs(gaps.left - gaps.right)).toBeLessThan(4);

    // 要闻: every card is the teacher's, some with thumbnails, none locked.
    await expect(cards(page)).toHaveCount(4);
    const headlines = await cards(page).getByRole('heading').allTextContents();
    for (const card of await cards(page).all()) await expect(card.getByText('王慕言')).toBeVisible();
    await expect(page.getByTestId('column-card-thumbs').first().locator('img')).toBeVisible();
    await expect(page.getByTestId('lock-overlay')).toHaveCount(0);

    // Switching the tab starts the list over with that category's news.
    await tabs.getByRole('tab', { name: '财经' }).click();
    await expect(tabs.getByRole('tab', { name: '财经' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page).first()).toContainText('人民币汇率');
    const finance = await cards(page).getByRole('heading').allTextContents();
    expect(finance.some((title) => headlines.includes(title))).toBe(false);

    // Locked news: the second card is locked but still a teaser; the fourth carries the overlay.
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).nth(1)).toHaveAttribute('data-locked', 'true');
    await expect(cards(page).nth(1).getByTestId('lock-overlay')).toHaveCount(0);
    await expect(cards(page).nth(3)).toHaveAttribute('data-locked', 'true');
    const overlay = cards(page).nth(3).getByTestId('lock-overlay');
    await expect(overlay).toHaveText('解锁查看全部内容');

    // Tapping the overlay opens the article, which needs VIP内参. A visitor is asked to log in first;
    // the demo member lacks the module, so the no-permission page then names it.
    await overlay.click();
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);
    await page.getByPlaceholder('请输入账号').fill(DEMO_MEMBER.username);
    await page.getByPlaceholder('请输入密码').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/mine\/noPermission\/index/);
    await expect(page.getByTestId('no-permission-module')).toHaveText('需要开通：VIP内参');
  });
});

test.describe('viewpoints', () => {
  test('a member opens a viewpoint, likes it, comments, and both are still there after a reload', async ({
    page,
  }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/pages/course/list/view/index');
    await expect(page.getByRole('heading', { name: '老师观点' })).toBeVisible();
    const first = cards(page).first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(2);
    await first.click();
    await expect(page).toHaveURL(/\/pages\/course\/news\/index\/index\?id=\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('viewpoint-teacher')).toBeVisible();

    const like = page.getByTestId('viewpoint-like');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await like.textContent());
    await like.click();
    await expect(page.getByText('点赞成功')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(String(before + 1));

    const comments = page.getByTestId('viewpoint-comments');
    await expect(comments.getByRole('heading', { name: '评论 0' })).toBeVisible();
    const text = `观点很中肯 ${Date.now() % 10000}`;
    await page.getByTestId('viewpoint-comment-input').fill(text);
    await page.getByTestId('viewpoint-comment-send').click();
    await expect(page.getByText('评论成功')).toBeVisible();
    await expect(comments.getByText(text)).toBeVisible();
    await expect(page.getByTestId('viewpoint-comment-input')).toHaveValue('');

    await page.reload();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('viewpoint-comments').getByText(text)).toBeVisible();
    await expect(
      page.getByTestId('viewpoint-comments').getByRole('heading', { name: '评论 1' }),
    ).toBeVisible();
    await expect(page.getByTestId('viewpoint-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('viewpoint-like')).toHaveText(String(before + 1));
  });

  test('a locked viewpoint leads a member without its module to the no-permission page naming it', async ({
    page,
  }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await openTeacher(page, '王慕言');
    await page.getByTestId('teacher-column-viewpoints').click();
    await expect(page).toHaveURL(/\/pages\/course\/list\/view\/index\?teacherId=\d+$/);
    await expect(page.getByRole('heading', { name: '王慕言的观点' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);

    // Alone in this list it is the first card: locked, but without the overlay.
    await expect(cards(page).first()).toHaveAttribute('data-locked', 'true');
    await expect(page.getByTestId('lock-overlay')).toHaveCount(0);
    await cards(page).first().click();
    await expect(page).toHaveURL(/\/pages\/mine\/noPermission\/index/);
    await expect(page.getByTestId('no-permission-module')).toHaveText('需要开通：VIP内参');
  });

  test('in the list of all viewpoints the locked third one carries the overlay', async ({ page }) => {
    await page.goto('/pages/course/list/view/index');
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).nth(2)).toHaveAttribute('data-locked', 'true');
    await expect(cards(page).nth(2).getByTestId('lock-overlay')).toHaveText('解锁查看全部内容');
    await expect(page.getByTestId('lock-overlay')).toHaveCount(1);
  });

  test('an unknown viewpoint says it does not exist', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/pages/course/news/index/index?id=999999');
    await expect(page.getByText('该观点不存在或已下架')).toBeVisible();
  });
});
