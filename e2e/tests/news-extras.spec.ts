import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_MEMBER, logIn } from '../support/login';

interface NewsRow {
  id: number;
  title: string;
  moduleId: number | null;
}

const FINANCE_CATEGORY = 11;
const PAGE_SIZE = 20;
const MAX_PAGES = 3;

async function newsOfCategory(request: APIRequestContext, categoryId: number): Promise<NewsRow[]> {
  const res = await request.get(`/api/news/ver/2/list?categoryId=${categoryId}&pageNum=1&pageSize=100`);
  return ((await res.json()) as { rows: NewsRow[] }).rows;
}

test.describe('news extras', () => {
  test('a visitor reads a notice: title, date and content, with no comments or related reading', async ({
    page,
  }) => {
    const notice = (await newsOfCategory(page.request, FINANCE_CATEGORY)).find((n) => n.moduleId === null);
    if (!notice) throw new Error('no free article in the seed');
    await page.goto(`/pages/news/noticeDetails/index?id=${notice.id}`);
    await expect(page.getByRole('heading', { name: '公告详情', level: 1 }).first()).toBeVisible();
    const article = page.getByTestId('notice-article');
    await expect(article.getByRole('heading', { name: notice.title, level: 1 })).toBeVisible();
    await expect(article.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(article.locator('p').first()).not.toBeEmpty();
    await expect(page.getByTestId('news-comment-input')).toHaveCount(0);
    await expect(page.getByTestId('news-comments')).toHaveCount(0);
    await expect(page.getByTestId('news-related')).toHaveCount(0);
    await expect(page.getByTestId('news-like')).toHaveCount(0);
  });

  test('a missing notice says so', async ({ page }) => {
    await page.goto('/pages/news/noticeDetails/index?id=987654');
    await expect(page.getByText('该公告不存在或已下架')).toBeVisible();
  });

  test('detailsShow is the article page with its comments', async ({ page }) => {
    const article = (await newsOfCategory(page.request, FINANCE_CATEGORY)).find((n) => n.moduleId === null);
    if (!article) throw new Error('no free article in the seed');
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto(`/pages/news/detailsShow/index?id=${article.id}`);
    await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('news-comments')).toBeVisible();
  });

  test('the finance list shows category 11 under its title and ends with nomore', async ({ page }) => {
    const all = await newsOfCategory(page.request, FINANCE_CATEGORY);
    const shown = all.slice(0, PAGE_SIZE * MAX_PAGES);
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/pages/news/financeList/index');
    await expect(page.getByRole('heading', { name: '财经', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    const cards = page.getByRole('article').getByRole('heading');
    await expect(cards.first()).toHaveText(shown[0]?.title ?? '');
    // Scroll until the footer says nomore; it must never load beyond three pages.
    const noMore = page.getByText('没有更多了');
    for (let i = 0; i < MAX_PAGES + 2 && !(await noMore.isVisible()); i++) {
      const loaded = await cards.count();
      await page.mouse.wheel(0, 20_000);
      // Each scroll either brings the next page or shows the end.
      await expect.poll(async () => (await cards.count()) > loaded || (await noMore.isVisible())).toBe(true);
    }
    await expect(noMore).toBeVisible();
    await expect(cards).toHaveCount(shown.length);
    await expect(cards.last()).toHaveText(shown[shown.length - 1]?.title ?? '');

    await cards.first().click();
    await expect(page).toHaveURL(`/pages/news/details/index?id=${shown[0]?.id}`);
  });

  test('the picture page shows a same-origin picture and zooms it on tap', async ({ page }) => {
    await page.goto(
      `/pages/webView/pic/index?url=${encodeURIComponent('/media/banners/banner-1.svg')}&title=${encodeURIComponent('活动海报')}`,
    );
    await expect(page.getByRole('heading', { name: '活动海报', level: 1 })).toBeVisible();
    const image = page.getByTestId('pic-image');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: '点击查看大图' }).click();
    await expect(page.locator('.adm-image-viewer-content img')).toBeVisible();
  });

  test('the picture page refuses javascript: and says when a picture fails', async ({ page }) => {
    await page.goto(`/pages/webView/pic/index?url=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByText('该链接地址不安全，已拦截')).toBeVisible();
    await expect(page.getByTestId('pic-image')).toHaveCount(0);

    await page.goto(
      `/pages/webView/pic/index?url=${encodeURIComponent('/media/banners/no-such-banner.png')}`,
    );
    await expect(page.getByText('图片加载失败')).toBeVisible();
  });
});
