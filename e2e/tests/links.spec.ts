import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_MEMBER, logIn } from '../support/login';
import { FRESH_STATE } from '../support/storage-state';
import { expectAppTakenOver } from '../support/first-screen';

interface AdRow {
  id: number;
  typeCode: string;
  title: string;
  content: string;
  link: string | null;
}

async function adsOf(request: APIRequestContext, categoryCode: string): Promise<AdRow[]> {
  const res = await request.get(`/api/ad/ver/2/list/${categoryCode}?pageNum=1&pageSize=99`);
  return ((await res.json()) as { rows: AdRow[] }).rows;
}

async function popupAd(request: APIRequestContext): Promise<AdRow> {
  const body = (await (await request.get('/api/ad/popup/advert')).json()) as { data: AdRow | null };
  if (!body.data) throw new Error('the seed has no pop-up ad');
  return body.data;
}

/** The web-view page as an ad with a web address opens it: encoded url and title, the page framed. */
async function expectWebView(page: Page, ad: AdRow) {
  const link = ad.link ?? '';
  await expect(page).toHaveURL(
    `/pages/webView/index/index?url=${encodeURIComponent(link)}&title=${encodeURIComponent(ad.title)}`,
  );
  await expect(page.getByRole('heading', { name: ad.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('web-view-frame')).toHaveAttribute('src', link);
}

test.describe('platform links', () => {
  test('lists the official and app institutions; a web link opens in the web view', async ({ page }) => {
    const official = await adsOf(page.request, 'officialInstitutionList');
    const apps = await adsOf(page.request, 'appInstitutionList');
    await page.goto('/pages/kede/meida/index/index');
    await expect(page.getByRole('heading', { name: '平台链接', level: 1 })).toBeVisible();

    const officialSection = page.getByRole('region', { name: '官方机构' });
    const appSection = page.getByRole('region', { name: '应用平台' });
    for (const ad of official) await expect(officialSection.getByText(ad.title)).toBeVisible();
    for (const ad of apps) await expect(appSection.getByText(ad.title)).toBeVisible();

    const web = official.find((ad) => ad.link?.startsWith('http'));
    if (!web) throw new Error('no official institution with a web link in the seed');
    await officialSection.getByTestId('platform-link').filter({ hasText: web.title }).click();
    await expectWebView(page, web);

    // The web view closes back to the links.
    await page.getByTestId('web-view-close').click();
    await expect(page).toHaveURL(/\/pages\/kede\/meida\/index\/index$/);
  });
});

test.describe('advertisement list', () => {
  // Not on the visitors' whitelist (SPEC §2): a member reads it.
  test.beforeEach(async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  });

  test('进入 on an ad with a web link opens the web-view page', async ({ page }) => {
    const ads = await adsOf(page.request, 'officialInstitutionList');
    const web = ads.find((ad) => ad.link?.startsWith('http'));
    if (!web) throw new Error('no ad with a web link in the seed');
    await page.goto('/pages/kede/meida/list/index?categoryCode=officialInstitutionList');
    await expect(page.getByRole('heading', { name: '广告', level: 1 })).toBeVisible();
    const row = page.getByTestId('ad-row').filter({ hasText: web.title });
    await row.getByRole('button', { name: '进入' }).click();
    await expectWebView(page, web);
  });

  test('an ad without a link shows its data in a popup; one with a page link opens the page', async ({
    page,
  }) => {
    const ads = await adsOf(page.request, 'teacherAd');
    const plain = ads.find((ad) => ad.link === null);
    const routed = ads.find((ad) => ad.link?.startsWith('/pages/'));
    if (!plain || !routed) throw new Error('the seed lacks a teacher ad with and one without a link');
    await page.goto('/pages/kede/meida/list/index');

    await page
      .getByTestId('ad-row')
      .filter({ hasText: plain.title })
      .getByRole('button', { name: '进入' })
      .click();
    const popup = page.getByTestId('ad-popup');
    await expect(popup.getByRole('heading', { name: plain.title })).toBeVisible();
    await expect(popup.getByText(plain.content)).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/kede\/meida\/list\/index$/);
    await page.locator('.adm-popup-close-icon').click();
    await expect(popup).toBeHidden();

    await page
      .getByTestId('ad-row')
      .filter({ hasText: routed.title })
      .getByRole('button', { name: '进入' })
      .click();
    await expect(page).toHaveURL(routed.link ?? '');
  });
});

test.describe('home pop-up ad', () => {
  test.use({ storageState: FRESH_STATE });

  test('shows on a first visit, closes, and does not show again on reload', async ({ page }) => {
    const ad = await popupAd(page.request);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: ad.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: ad.title })).toBeVisible();
    await dialog.getByRole('button', { name: '关闭广告' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    // The home page is there again, the app's own (not the server's first screen), with everything it
    // loads, and no pop-up over it.
    await expectAppTakenOver(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('popup-ad')).toHaveCount(0);
  });

  test('tapping the picture opens the ad like any ad', async ({ page }) => {
    const ad = await popupAd(page.request);
    if (!ad.link?.startsWith('/pages/')) throw new Error('the seed pop-up ad should link to a page');
    await page.goto('/pages/about/index/index');
    await page.getByTestId('popup-ad-picture').click();
    await expect(page).toHaveURL(ad.link);
    await expect(page.getByTestId('popup-ad')).toHaveCount(0);
  });
});

test.describe('wealth circle', () => {
  test('the course page shows its pop-up ad, the notice strip and the courses, and opens a course', async ({
    page,
  }) => {
    const ad = await popupAd(page.request);
    const courses = (
      (await (await page.request.get('/api/course/get/list?pageNum=1&pageSize=20')).json()) as {
        rows: { id: number; title: string }[];
      }
    ).rows;
    const course = courses[0];
    if (!course) throw new Error('no course in the seed');

    await page.goto('/pages/cfq/course/index');
    const dialog = page.getByRole('dialog', { name: ad.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '关闭广告' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('notice-strip').getByRole('button').first()).toBeVisible();
    const card = page.getByTestId('course-card').filter({ hasText: course.title });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(`/pages/course/video/index/index?id=${course.id}`);
  });

  test('the wealth circle lists news by category, opens an article and leads to the courses', async ({
    page,
  }) => {
    const categories = (
      (await (await page.request.get('/api/news/category/ver/2/all')).json()) as {
        rows: { id: number; title: string }[];
      }
    ).rows;
    const category = categories[1] ?? categories[0];
    if (!category) throw new Error('no news category in the seed');
    const news = (
      (await (
        await page.request.get(`/api/news/ver/2/list?categoryId=${category.id}&pageNum=1&pageSize=20`)
      ).json()) as { rows: { id: number; title: string; locked: boolean }[] }
    ).rows;
    const article = news.find((item) => !item.locked);
    if (!article) throw new Error(`no free article in category ${category.title}`);

    await page.goto('/pages/cfq/index/index');
    await expect(page.getByRole('heading', { name: '财富圈', level: 1 })).toBeVisible();
    const tab = page.getByRole('tab', { name: category.title, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const card = page.getByTestId('cfq-news-card').filter({ hasText: article.title });
    await card.click();
    await expect(page).toHaveURL(`/pages/news/details/index?id=${article.id}`);
    await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();

    await page.goBack();
    await page.getByTestId('cfq-course-link').click();
    await expect(page).toHaveURL(/\/pages\/cfq\/course\/index$/);
  });
});
