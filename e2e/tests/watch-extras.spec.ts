import { expect, test, type Page } from '../support/test';
import { DEMO_MEMBER, logIn } from '../support/login';

const currentTime = (page: Page) =>
  page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe('live video room comments', () => {
  test('a member comments and a visitor in another browser sees it arrive without reloading', async ({
    page,
    browser,
  }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/pages/liveVideo/list/index');
    await page.getByTestId('live-video-card').filter({ hasText: '陈知远·盘中实战视频直播' }).click();
    await expect(page).toHaveURL(/\/pages\/liveVideo\/index\/index\?id=\d+/);
    const roomUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    // the seeded comments are there, the teacher's marked as such
    const messages = page.getByTestId('room-message');
    await expect(messages.filter({ hasText: '欢迎来到盘中实战直播间' })).toContainText('老师');

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(roomUrl);
    await expect(visitor.getByTestId('room-message').first()).toBeVisible();
    // visitors are offered a way to log in instead of the input
    await expect(visitor.getByTestId('login-to-comment')).toHaveText('登录后发表评论');
    await expect(visitor.getByTestId('comment-input')).toHaveCount(0);
    // wait until the visitor's socket is in the room (the socket answers with the number online)
    await expect(visitor.getByTestId('live-video-online')).toBeVisible();
    await expect(page.getByTestId('live-video-online')).toBeVisible();

    // an empty comment is refused on the spot
    await page.getByTestId('comment-send').click();
    await expect(page.getByText('内容不能为空')).toBeVisible();

    const text = `老师讲得透彻 ${Date.now() % 100000}`;
    await page.getByTestId('comment-input').fill(text);
    await page.getByTestId('comment-emoji').click();
    await page.getByTestId('emoji-panel').getByRole('button', { name: '👍' }).click();
    await page.getByTestId('comment-send').click();
    await expect(page.getByTestId('comment-input')).toHaveValue('');
    await expect(messages.first()).toContainText(`${text}👍`);

    // the visitor's page was not reloaded: the comment came over the socket
    await expect(visitor.getByTestId('room-message').first()).toContainText(`${text}👍`);
    await expect(visitor.getByTestId('room-message').first()).toContainText('财经学堂学员');

    // and the visitor's login prompt goes to login, then back to the room
    await visitor.getByTestId('login-to-comment').click();
    await expect(visitor).toHaveURL(/\/pages\/login\/index\/index/);
    await visitorContext.close();
  });
});

test.describe('short videos', () => {
  test('the video list opens a video that plays, with more of the teacher below', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/pages/video/list/index');
    await expect(page.getByRole('heading', { name: '短视频', level: 1 })).toBeVisible();
    const card = page.getByTestId('video-card').filter({ hasText: '盘中实战：半导体板块的分歧与机会' });
    await expect(card).toContainText('次播放');
    await expect(card).toContainText('00:06');
    await card.click();
    await expect(page).toHaveURL(/\/pages\/video\/index\/index\?id=\d+/);
    await expect(
      page.getByRole('heading', { name: '盘中实战：半导体板块的分歧与机会', level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('video-plays')).toContainText('次播放');

    await page.getByTestId('video-play').click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);

    // more videos of the same teacher, without the one playing
    const more = page.getByRole('region', { name: '该讲师的更多视频' });
    await expect(more.getByTestId('video-card').first()).toBeVisible();
    await expect(more.getByTestId('video-card').filter({ hasText: '半导体板块的分歧与机会' })).toHaveCount(0);
  });

  test('an unknown video shows not found', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/pages/video/index/index?id=999999');
    await expect(page.getByText('视频不存在')).toBeVisible();
  });
});

test.describe('PDF page', () => {
  test('a PDF link in an article opens the in-app viewer and the first page is drawn', async ({ page }) => {
    await page.goto('/pages/mine/article/index?id=1');
    const link = page.getByRole('link', { name: '《2026年二季度A股策略报告》（PDF）' });
    await link.click();
    await expect(page).toHaveURL(/\/pages\/pdf\/index\?url=%2Fmedia%2Fdocs%2Fresearch-report\.pdf&title=/);
    await expect(
      page.getByRole('heading', { name: '《2026年二季度A股策略报告》（PDF）', level: 1 }),
    ).toBeVisible();

    const first = page.getByTestId('pdf-page').first();
    await expect(first).toHaveAttribute('data-rendered', 'true');
    await expect(page.getByTestId('pdf-page')).toHaveCount(3);
    await expect(page.getByTestId('pdf-page-indicator')).toHaveText('1 / 3');
    // the canvas holds a drawn page: device-resolution pixels, and not all of them white
    const canvas = first.locator('canvas');
    const drawn = await canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200) ink += 1;
      return { width: c.width, cssWidth: c.getBoundingClientRect().width, ink };
    });
    expect(drawn.width).toBeGreaterThanOrEqual(Math.floor(drawn.cssWidth));
    expect(drawn.ink).toBeGreaterThan(100);

    // scrolling down draws the last page and moves the indicator
    await page.getByTestId('pdf-page').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('pdf-page').last()).toHaveAttribute('data-rendered', 'true');
    await expect(page.getByTestId('pdf-page-indicator')).toHaveText('3 / 3');
  });

  test('refuses a script address and says why; a missing file shows the error state', async ({ page }) => {
    await page.goto(`/pages/pdf/index?url=${encodeURIComponent('javascript:alert(1)')}&title=x`);
    await expect(page.getByText('无法打开该文件地址')).toBeVisible();
    await expect(page.getByTestId('pdf-page')).toHaveCount(0);

    await page.goto(`/pages/pdf/index?url=${encodeURIComponent('/media/docs/missing.pdf')}&title=x`);
    await expect(page.getByText('文档加载失败')).toBeVisible();
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  });
});
