import { expect, test, type Page } from '../support/test';
import { DEMO_MEMBER, logIn } from '../support/login';

const FREE_COURSE = '股票投资入门：从开户到第一笔交易';
/** Needs 实战课程, which the demo member holds: its videos are on signed links that live minutes. */
const PAID_COURSE = '量价关系精讲：读懂成交量背后的资金';
/** Needs VIP内参, which the demo member lacks. */
const LOCKED_COURSE = '宏观策略内训课：利率、汇率与股市';

const video = (page: Page) => page.getByTestId('video-player');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

async function openCourse(page: Page, title: string) {
  await page.goto('/pages/course/list/index/index');
  await page.getByTestId('course-card').filter({ hasText: title }).click();
  await expect(page).toHaveURL(/\/pages\/course\/video\/index\/index\?id=\d+/);
}

test.describe('learn and watch', () => {
  test('a member plays a course video and changes the speed, which is remembered', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/pages/course/list/index/index');
    const card = page.getByTestId('course-card').filter({ hasText: FREE_COURSE });
    await expect(card).toContainText('次播放');
    await expect(card).toContainText('回看');
    await expect(card).toContainText('免费');
    await openCourse(page, FREE_COURSE);
    await expect(page.getByRole('heading', { name: FREE_COURSE })).toBeVisible();
    await expect(page.getByTestId('chapter-item').first()).toContainText('1.1 股票是什么');

    await page.getByTestId('speed-option').filter({ hasText: '1.5x' }).click();
    await page.getByTestId('video-play').click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

    await page.reload();
    await expect(page.getByTestId('speed-option').filter({ hasText: '1.5x' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

    // Like, follow (then listed in 我的课程) and share.
    const follow = page.getByTestId('course-follow');
    await expect(follow).toHaveText(/关注/);
    if ((await follow.getAttribute('aria-pressed')) !== 'true') await follow.click();
    await expect(follow).toHaveText('已关注');
    await page.getByTestId('share-button').click();
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText('分享地址复制成功，请分享给朋友！')).toBeVisible();
    await page.goto('/pages/mine/index/index');
    await page.getByText('我的课程').click();
    await expect(page).toHaveURL(/\/pages\/mine\/course\/index/);
    await expect(page.getByTestId('course-card').filter({ hasText: FREE_COURSE })).toBeVisible();
  });

  test('leaving a chapter saves the position on the server; coming back resumes there', async ({
    browser,
  }) => {
    const first = await (await browser.newContext()).newPage();
    await logIn(first, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await openCourse(first, FREE_COURSE);
    // A chapter no other test has watched.
    await first.getByTestId('chapter-item').filter({ hasText: '1.2 交易规则与费用' }).click();
    await first.getByTestId('speed-option').filter({ hasText: '1x' }).first().click();
    await first.getByTestId('video-play').click();
    await expect.poll(() => currentTime(first), { timeout: 15_000 }).toBeGreaterThan(2);
    // Back to the list (in-app): leaving the page saves the position.
    await first.goBack();
    await expect(first).not.toHaveURL(/course\/video/);

    // Another browser (nothing local to resume from): the position comes from the server.
    const second = await (await browser.newContext()).newPage();
    await logIn(second, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await openCourse(second, FREE_COURSE);
    const chapter = second.getByTestId('chapter-item').filter({ hasText: '1.2 交易规则与费用' });
    await expect(chapter).toContainText('上次看到');
    await expect(chapter).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => currentTime(second)).toBeGreaterThanOrEqual(2);
  });

  test('a paid video whose link was refused plays on a fresh link, without a failure', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    // The first request for the video is refused, as the server refuses a link whose lifetime has passed.
    let refused = 0;
    await page.route(/\/media\/video\/.+\?exp=\d+&sig=/, async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 403, contentType: 'text/plain', body: 'Forbidden' });
    });
    await openCourse(page, PAID_COURSE);
    await page.getByTestId('video-play').click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    expect(refused).toBe(1);
    await expect(page.getByText('视频加载失败')).toHaveCount(0);
  });

  test('a course the member lacks the module for opens the no-permission page', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await openCourse(page, LOCKED_COURSE).catch(() => undefined);
    await expect(page).toHaveURL(/\/pages\/mine\/noPermission\/index/);
    await expect(page.getByRole('heading', { name: '暂无权限' }).first()).toBeVisible();
  });

  test('a visitor opens a replay from the playback list and plays it', async ({ page }) => {
    await page.goto('/pages/playback/list/index');
    const card = page.getByTestId('playback-card').filter({ hasText: '盘中实战：半导体板块的分歧与机会' });
    await expect(card).toContainText('回看');
    await card.click();
    await expect(page).toHaveURL(/\/pages\/playback\/detail\/index\?id=\d+&liveId=\d+/);
    await expect(page.getByText('陈知远·盘中实战视频直播')).toBeVisible();
    await page.getByTestId('video-play').click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  });

  test('a visitor opens the live video room and watches the HLS stream', async ({ page }) => {
    await page.goto('/pages/liveVideo/list/index');
    await page.getByTestId('live-video-card').filter({ hasText: '陈知远·盘中实战视频直播' }).click();
    await expect(page).toHaveURL(/\/pages\/liveVideo\/index\/index\?id=\d+/);
    await expect(page.getByRole('heading', { name: '陈知远·盘中实战视频直播' })).toBeVisible();
    await expect(page.getByTestId('live-video-heat')).toContainText('热度');
    await expect(page.getByText('直播互动')).toBeVisible();
    await page.getByTestId('video-play').click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  });
});
