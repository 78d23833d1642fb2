import { expect, test, type Page } from '../support/test';
import { logIn } from '../support/login';
import { registerMember } from '../support/register';
import { latestSmsCode, uniqueMobile } from '../support/sms-outbox';
import { expectAppTakenOver } from '../support/first-screen';

interface NewsRow {
  id: number;
  title: string;
  moduleId: number | null;
}

async function openFreeArticle(page: Page): Promise<NewsRow> {
  const res = await page.request.get('/api/news/ver/2/list?categoryId=11&pageNum=1&pageSize=50');
  const article = ((await res.json()) as { rows: NewsRow[] }).rows.find((n) => n.moduleId === null);
  if (!article) throw new Error('no free article in the seed');
  await page.goto(`/pages/news/details/index?id=${article.id}`);
  await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
  return article;
}

test.describe('sharing', () => {
  test('a member copies an article link carrying their id; a visitor registering from it counts as theirs', async ({
    browser,
    request,
  }) => {
    const sharer = await registerMember(request);
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await logIn(page, sharer.username, sharer.password);
    const memberId = await page.evaluate(() => window.localStorage.getItem('memberId'));
    expect(memberId).toMatch(/^\d+$/);

    const article = await openFreeArticle(page);
    await page.getByTestId('share-button').click();
    await expect(page.getByTestId('share-referrals')).toHaveText('已有 0 位好友通过你的分享注册');
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText('分享地址复制成功，请分享给朋友！')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(article.title);
    const link = copied.slice(copied.indexOf('http'));
    expect(new URL(link).searchParams.get('parentMemberId')).toBe(memberId);

    // A new visitor opens the shared link in their own browser and signs up.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
    // The server drew the article; the app, which remembers who shared it, has taken over.
    await expectAppTakenOver(visitor);
    const mobile = uniqueMobile();
    await visitor.goto('/pages/login/register/index');
    await visitor.getByPlaceholder('3-32位字母、数字或下划线').fill(`r${mobile}`);
    await visitor.getByPlaceholder('至少8位，建议包含字母和数字').fill('Secret@2026');
    await visitor.getByPlaceholder('请再次输入密码').fill('Secret@2026');
    await visitor.getByPlaceholder('请输入手机号').fill(mobile);
    await visitor.getByRole('button', { name: '获取验证码' }).click();
    await visitor.getByPlaceholder('请输入6位验证码').fill(await latestSmsCode(mobile, 'register'));
    await visitor.getByRole('button', { name: '注册并登录' }).click();
    await expect(visitor).not.toHaveURL(/register/);

    await page.reload();
    await page.getByTestId('share-button').click();
    await expect(page.getByTestId('share-referrals')).toHaveText('已有 1 位好友通过你的分享注册');
    await context.close();
  });

  test('a visitor draws a share poster with the QR code of the page', async ({ page }) => {
    await openFreeArticle(page);
    await page.getByTestId('share-button').click();
    await expect(page.getByTestId('share-referrals')).toHaveCount(0);
    await page.getByRole('button', { name: '生成海报' }).click();
    const poster = page.getByTestId('share-poster').locator('img');
    await expect(poster).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(poster).toBeVisible();
    await expect(page.getByRole('link', { name: '保存图片' })).toBeVisible();
  });
});

test('the settings page checks for a newer version and says this one is the latest', async ({ page }) => {
  await page.goto('/pages/mine/systemSettings/index');
  await expect(page.getByTestId('version-item')).toContainText('v2.0.33');
  await page.getByTestId('version-item').click();
  await expect(page.getByText('当前已是最新版本')).toBeVisible();
});

test.describe('the native shell (a fake native bridge)', () => {
  test('iOS: an older build is asked to update from the App Store, and may decline', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { Capacitor: unknown }).Capacitor = { getPlatform: () => 'ios' };
    });
    await page.goto('/pages/about/index/index');
    const dialog = page.getByRole('dialog').filter({ hasText: '应用版本过低，请前往App Store更新' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('发现新版本 2.0.34');
    await dialog.getByRole('button', { name: '以后再说' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Android: the new package is downloaded with progress and handed to the installer', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      const w = window as unknown as Record<string, unknown>;
      w.Capacitor = { getPlatform: () => 'android' };
      w.installerCalls = calls;
      w.AppInstaller = {
        async downloadAndInstall(link: string, onProgress: (percent: number) => void) {
          calls.push(link);
          onProgress(50);
          onProgress(100);
        },
      };
    });
    await page.goto('/pages/about/index/index');
    const dialog = page.getByRole('dialog').filter({ hasText: '发现新版本 2.0.34' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '立即更新' }).click();
    await expect(page.getByText('下载完成')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { installerCalls: string[] }).installerCalls),
    ).toEqual([expect.stringMatching(/^http:\/\/localhost:\d+\/media\/app\/caijing-2\.0\.34\.apk$/)]);
  });
});
