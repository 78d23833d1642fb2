import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_MEMBER, logIn } from '../support/login';
import { expectAppTakenOver, holdAppCode } from '../support/first-screen';

interface NewsRow {
  id: number;
  title: string;
  locked: boolean;
  moduleId: number | null;
}
interface AdRow {
  id: number;
  title: string;
  content: string;
  link: string | null;
}

/** Articles of the 要闻 category as the server lists them to a visitor. */
async function newsOfCategory(request: APIRequestContext): Promise<NewsRow[]> {
  const res = await request.get('/api/news/ver/2/list?categoryId=11&pageNum=1&pageSize=100');
  return ((await res.json()) as { rows: NewsRow[] }).rows;
}

async function freeArticle(request: APIRequestContext, skip = 0): Promise<NewsRow> {
  const free = (await newsOfCategory(request)).filter((n) => n.moduleId === null);
  const article = free[skip];
  if (!article) throw new Error('no free article in the seed');
  return article;
}

async function openArticle(page: Page, article: NewsRow) {
  await page.goto(`/pages/news/details/index?id=${article.id}`);
  await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
}

test.describe('reading news', () => {
  test('an article opened cold is readable before the app’s code arrives, and the app takes over in place', async ({
    page,
  }) => {
    const article = await freeArticle(page.request, 2);
    const release = await holdAppCode(page);
    await page.goto(`/pages/news/details/index?id=${article.id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(article.title);
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);

    release();
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    await expectAppTakenOver(page);
    await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('news-comments')).toBeVisible();
  });

  test('who shared an article is kept before the app’s code arrives, so a link followed meanwhile still counts', async ({
    page,
  }) => {
    const article = await freeArticle(page.request, 2);
    const release = await holdAppCode(page);
    await page.goto(`/pages/news/details/index?id=${article.id}&parentMemberId=77&crmUserId=crm-9`, {
      waitUntil: 'commit',
    });
    await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
    const kept = () =>
      page.evaluate(() => [localStorage.getItem('parentMemberId'), localStorage.getItem('crmUserId')]);
    await expect.poll(kept).toEqual(['77', 'crm-9']);
    // Only the boot script has run: the app's own page is not there yet.
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    expect(await kept()).toEqual(['77', 'crm-9']);
  });

  test('a member reads an article with related reading and comments on it', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const article = await freeArticle(page.request);
    await openArticle(page, article);
    await expect(page.getByTestId('news-related').getByRole('heading', { name: '相关阅读' })).toBeVisible();
    const comments = page.getByTestId('news-comments');
    await expect(comments.getByRole('heading', { name: '评论 0' })).toBeVisible();
    await expect(comments.getByText('暂无评论，快来抢沙发')).toBeVisible();

    const text = `讲得很清楚 ${Date.now() % 10000}`;
    await page.getByTestId('news-comment-input').fill(text);
    await page.getByTestId('news-comment-send').click();
    await expect(page.getByText('评论成功')).toBeVisible();
    await expect(comments.getByText(text)).toBeVisible();
    await expect(comments.getByRole('heading', { name: '评论 1' })).toBeVisible();
    await expect(page.getByTestId('news-comment-input')).toHaveValue('');
  });

  test('a visitor who taps the comment box is sent to login and comes back to the article', async ({
    page,
  }) => {
    const article = await freeArticle(page.request, 1);
    await openArticle(page, article);
    await page.getByTestId('news-comment-input').click();
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);
    await page.getByPlaceholder('请输入账号').fill(DEMO_MEMBER.username);
    await page.getByPlaceholder('请输入密码').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/news/details/index\\?id=${article.id}$`));
    await expect(page.getByTestId('news-comment-input')).toHaveAttribute('placeholder', '写下你的评论…');
  });

  test('a visitor who taps like is sent to login', async ({ page }) => {
    const article = await freeArticle(page.request, 1);
    await openArticle(page, article);
    await page.getByTestId('news-like').click();
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);
  });

  test('a member likes and collects an article, then finds it in 我的收藏', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const article = await freeArticle(page.request, 2);
    await openArticle(page, article);
    const like = page.getByTestId('news-like');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('点赞成功')).toBeVisible();
    await expect(like).toHaveText(/\d+/);

    const collect = page.getByTestId('news-collect');
    await collect.click();
    await expect(collect).toHaveAttribute('aria-pressed', 'true');
    await expect(collect).toHaveText('1');

    await page.goto('/pages/mine/index/index');
    await page.getByRole('button', { name: '我的收藏' }).click();
    await expect(page).toHaveURL(/\/pages\/mine\/collect\/index\/index/);
    const list = page.getByTestId('collect-list');
    await expect(list.getByRole('heading', { name: article.title })).toBeVisible();

    // Collecting again takes it back out.
    await list.getByRole('heading', { name: article.title }).click();
    await expect(page.getByTestId('news-collect')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('news-collect').click();
    await expect(page.getByTestId('news-collect')).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/pages/mine/collect/index/index');
    await expect(page.getByText('还没有收藏的资讯')).toBeVisible();
  });

  test('a member without VIP内参 opening a locked article reaches the no-permission page naming it', async ({
    page,
  }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const locked = (await newsOfCategory(page.request)).find((n) => n.locked);
    expect(locked).toBeDefined();
    await page.goto(`/pages/news/details/index?id=${locked?.id}`);
    await expect(page).toHaveURL(/\/pages\/mine\/noPermission\/index/);
    await expect(page.getByTestId('no-permission-module')).toHaveText('需要开通：VIP内参');
    await expect(page.getByText('开通「VIP内参」后即可查看').first()).toBeVisible();
    // The product page is offered when this build has it, else customer service is named.
    const product = page.getByRole('button', { name: '查看产品介绍' });
    const service = page.getByTestId('no-permission-service');
    await expect(product.or(service)).toBeVisible();
    if (await service.isVisible()) await expect(service).toContainText('如需开通，请联系客服');

    // Back skips the locked article (it would only answer 206 again): opened directly, that is home.
    // (The page's own 返回 button; the nav bar's back arrow has the same name and action.)
    await page.getByRole('main').getByRole('button', { name: '返回', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/about\/index\/index/);
  });
});

test.describe('articles', () => {
  test('an article opens by id with its author and text; an unknown id says so', async ({ page }) => {
    await page.goto('/pages/mine/article/index?id=1');
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('财经学堂投教中心')).toBeVisible();
    await page.goto('/pages/mine/article/index?id=999999');
    await expect(page.getByText('该文章不存在或已下架')).toBeVisible();
  });
});

test.describe('teachers', () => {
  test('a member opens a teacher from the home page, follows and unfollows', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/');
    await page.getByText('名师团队').locator('xpath=following::ul[1]').getByRole('button').first().click();
    await expect(page).toHaveURL(/\/pages\/teacher\/detail\/index\?id=\d+/);
    const heading = page.getByRole('heading', { level: 1 }).filter({ hasNotText: '老师主页' });
    const name = (await heading.textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '老师简介' })).toBeVisible();
    await expect(page.getByTestId('teacher-courses')).toBeVisible();
    await expect(page.getByTestId('teacher-news').getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('teacher-live-rooms')).toBeVisible();

    const follow = page.getByTestId('teacher-follow');
    const followers = page.getByTestId('teacher-followers');
    const before = Number((await followers.textContent())?.match(/\d+/)?.[0]);
    await expect(follow).toHaveText('关注');
    await follow.click();
    await expect(follow).toHaveText('已关注');
    await expect(followers).toHaveText(`${before + 1} 粉丝`);

    // The teacher list shows the follow state too.
    await page.goto('/pages/teacher/list/index');
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText('已关注')).toBeVisible();
    await row.click();
    await page.getByTestId('teacher-follow').click();
    await expect(page.getByTestId('teacher-follow')).toHaveText('关注');
    await expect(page.getByTestId('teacher-followers')).toHaveText(`${before} 粉丝`);
  });

  test("a teacher's ad without a link opens a popup with its data", async ({ page }) => {
    const teachers = (
      (await (await page.request.get('/api/teacher/get/list/2')).json()) as { rows: { id: number }[] }
    ).rows;
    let target: { teacherId: number; ad: AdRow } | null = null;
    for (const teacher of teachers) {
      const res = await page.request.get(`/api/ad/ver/2/list/teacherAd?teacherId=${teacher.id}`);
      const ad = ((await res.json()) as { rows: AdRow[] }).rows.find((a) => a.link === null);
      if (ad) {
        target = { teacherId: teacher.id, ad };
        break;
      }
    }
    expect(target).not.toBeNull();
    if (!target) return;
    await page.goto(`/pages/teacher/detail/index?id=${target.teacherId}`);
    const row = page.getByTestId('ad-list').getByRole('listitem').filter({ hasText: target.ad.title });
    await row.getByRole('button', { name: '进入' }).click();
    const popup = page.getByTestId('ad-popup');
    await expect(popup.getByRole('heading', { name: target.ad.title })).toBeVisible();
    await expect(popup.getByText(target.ad.content)).toBeVisible();
  });
});

test.describe('web view', () => {
  test('opens an ad address in the web view with its title, and closes it', async ({ page }) => {
    // The way an ad with a web address is opened (resolveLink): encoded url and title.
    const url = '/media/banners/banner-2.svg';
    await page.goto(
      `/pages/webView/index/index?url=${encodeURIComponent(url)}&title=${encodeURIComponent('投资者教育基地')}`,
    );
    await expect(page.getByRole('heading', { name: '投资者教育基地' })).toBeVisible();
    await expect(page.getByTestId('web-view-frame')).toHaveAttribute(
      'src',
      /\/media\/banners\/banner-2\.svg$/,
    );
    // Opened directly (no page to go back to), closing lands on the home page.
    await page.getByTestId('web-view-close').click();
    await expect(page).toHaveURL(/\/pages\/about\/index\/index/);
  });

  test('refuses javascript: and data: addresses', async ({ page }) => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>']) {
      await page.goto(`/pages/webView/index/index?url=${encodeURIComponent(url)}&title=x`);
      await expect(page.getByText('该链接地址不安全，已拦截')).toBeVisible();
      await expect(page.getByTestId('web-view-frame')).toHaveCount(0);
    }
  });
});
