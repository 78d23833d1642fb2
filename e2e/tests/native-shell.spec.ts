import { expect, test, type Page } from '../support/test';
import { installFakeCapacitor, type FakeNative } from '../support/fake-capacitor';

const native = (page: Page) =>
  page.evaluate(() => (window as unknown as { fakeNative: FakeNative }).fakeNative.calls);
const steer = (page: Page, patch: Partial<Pick<FakeNative, 'corrupt' | 'shareError'>>) =>
  page.evaluate((p) => Object.assign((window as unknown as { fakeNative: FakeNative }).fakeNative, p), patch);
const releaseDownload = (page: Page) =>
  page.evaluate(() => (window as unknown as { fakeNative: FakeNative }).fakeNative.release());
const resume = (page: Page) =>
  page.evaluate(() => (window as unknown as { fakeNative: FakeNative }).fakeNative.emit('App', 'resume'));

const PACKAGE = /\/media\/app\/caijing-2\.0\.34\.apk$/;

test('Android shell: a corrupt package is refused, and the check on resume installs the good one', async ({
  page,
}) => {
  await page.addInitScript(installFakeCapacitor, 'android');
  await page.addInitScript(() => {
    (window as unknown as { fakeNative?: FakeNative }).fakeNative!.corrupt = true;
  });
  await page.goto('/pages/about/index/index');

  // Start: the version check offers 2.0.34 and downloads it with progress.
  const offer = page.getByRole('dialog').filter({ hasText: '发现新版本 2.0.34' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: '立即更新' }).click();
  await expect(page.getByText('正在下载50%')).toBeVisible();
  await releaseDownload(page);

  // The download does not match the published SHA-256: it is deleted, never installed.
  const refused = page.getByRole('dialog').filter({ hasText: '下载失败-02' });
  await expect(refused).toBeVisible();
  const afterRefusal = await native(page);
  expect(afterRefusal.filter((c) => c.startsWith('FileTransfer.downloadFile'))).toEqual([
    expect.stringMatching(PACKAGE),
  ]);
  expect(afterRefusal).toContain('Filesystem.deleteFile file:///data/cache/caijing-2.0.34.apk');
  expect(afterRefusal.some((c) => c.startsWith('FileOpener') || c === 'App.exitApp')).toBe(false);
  await refused.getByRole('button', { name: '知道了' }).click();
  await expect(refused).toBeHidden();

  // Back in the foreground the version is checked again; this time the package is intact.
  await steer(page, { corrupt: false });
  await resume(page);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: '立即更新' }).click();
  await expect(page.getByText('正在下载50%')).toBeVisible();
  await releaseDownload(page);
  await expect(page.getByText('下载完成')).toBeVisible();
  await expect
    .poll(() => native(page))
    .toEqual(
      expect.arrayContaining([
        'FileOpener.openFile file:///data/cache/caijing-2.0.34.apk application/vnd.android.package-archive',
        'App.exitApp',
      ]),
    );
  const calls = await native(page);
  expect(calls.indexOf('App.exitApp')).toBeGreaterThan(calls.findIndex((c) => c.startsWith('FileOpener')));
});

test('Android shell: an optional update may wait; nothing is downloaded until the member accepts', async ({
  page,
}) => {
  await page.addInitScript(installFakeCapacitor, 'android');
  await page.goto('/pages/about/index/index');

  // 2.0.34 is released with isForce 0: the dialog offers update or later (SPEC §4, as on iOS).
  const offer = page.getByRole('dialog').filter({ hasText: '发现新版本 2.0.34' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('是否下载并安装新版本？');
  await offer.getByRole('button', { name: '以后再说' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByText('正在下载50%')).toHaveCount(0);
  expect(
    (await native(page)).filter((c) => c.startsWith('FileTransfer') || c.startsWith('FileOpener')),
  ).toEqual([]);

  // The next check (back in the foreground) asks again; accepted, the download starts.
  await resume(page);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: '立即更新' }).click();
  await expect(page.getByText('正在下载50%')).toBeVisible();
  expect((await native(page)).filter((c) => c.startsWith('FileTransfer.downloadFile'))).toEqual([
    expect.stringMatching(PACKAGE),
  ]);
  await releaseDownload(page);
  await expect(page.getByText('下载完成')).toBeVisible();
});

test.describe('iOS shell', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installFakeCapacitor, 'ios');
  });

  async function declineUpdate(page: Page) {
    const dialog = page.getByRole('dialog').filter({ hasText: '应用版本过低，请前往App Store更新' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '以后再说' }).click();
    await expect(dialog).toBeHidden();
  }

  test('a failed native share shows its error in a modal; a working one reaches the share sheet', async ({
    page,
  }) => {
    const res = await page.request.get('/api/news/ver/2/list?categoryId=11&pageNum=1&pageSize=50');
    const article = (
      (await res.json()) as { rows: Array<{ id: number; title: string; moduleId: number | null }> }
    ).rows.find((n) => n.moduleId === null);
    if (!article) throw new Error('no free article in the seed');
    await page.goto(`/pages/news/details/index?id=${article.id}`);
    await declineUpdate(page);
    await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();

    await steer(page, { shareError: 'No app can handle this share' });
    await page.getByTestId('share-button').click();
    await page.getByRole('button', { name: '微信好友' }).click();
    const failure = page.getByRole('dialog').filter({ hasText: 'No app can handle this share' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('分享失败');
    await failure.getByRole('button', { name: '知道了' }).click();
    await expect(failure).toBeHidden();

    await steer(page, { shareError: null });
    await page.getByTestId('share-button').click();
    await page.getByRole('button', { name: '更多' }).click();
    await expect
      .poll(async () => (await native(page)).filter((c) => c.startsWith('Share.share')))
      .toEqual([expect.stringContaining(`/pages/news/details/index?id=${article.id}`)]);
  });

  test('prices show only while this build is released on iOS (SPEC §5)', async ({ page }) => {
    const res = await page.request.get('/api/goods/ver/2/list?pageNum=1&pageSize=50');
    const goods = ((await res.json()) as { rows: Array<{ id: number; title: string }> }).rows.find(
      (g) => g.title === 'VIP内参·月卡',
    );
    if (!goods) throw new Error('no VIP内参·月卡 in the seed');
    const storedStatus = () => page.evaluate(() => window.localStorage.getItem('currentVersionStatus'));

    // The seed has 2.0.33 released on iOS: after the check, the price shows.
    await page.goto(`/pages/goods/index/index?id=${goods.id}`);
    await declineUpdate(page);
    await expect.poll(storedStatus).toBe('1');
    await page.reload();
    await declineUpdate(page);
    await expect(page.getByTestId('goods-price')).toHaveText('¥99/1个月');

    // A build still in review (status 0): the same page hides the price.
    await page.route('**/api/client/version/latest?*', async (route) => {
      const answer = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
      await route.fulfill({ json: { ...answer, data: { ...answer.data, currentStatus: 0 } } });
    });
    await page.reload();
    await declineUpdate(page);
    await expect.poll(storedStatus).toBe('0');
    await page.reload();
    await declineUpdate(page);
    await expect(page.getByRole('heading', { name: 'VIP内参·月卡', level: 1 })).toBeVisible();
    await expect(page.getByTestId('goods-price')).toHaveCount(0);
  });
});
