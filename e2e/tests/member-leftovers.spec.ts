import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_TEACHER, logIn } from '../support/login';
import { registerMember } from '../support/register';

interface Envelope<T> {
  code: number;
  data?: T;
  rows?: T;
}

/** A session token for calls the test makes on someone's behalf (the browser logs in through its page). */
async function apiToken(request: APIRequestContext, account: { username: string; password: string }) {
  const answer = await request.post('/api/member/login/ver/2/account', { data: account });
  const body = (await answer.json()) as Envelope<{ token: string; memberId: number }>;
  expect(body.code).toBe(200);
  return body.data!;
}

async function apiGet<T>(request: APIRequestContext, url: string, token?: string): Promise<Envelope<T>> {
  const answer = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return (await answer.json()) as Envelope<T>;
}

test.describe('member center leftovers', () => {
  test('a live text room shows its ad banner above the messages; × hides it and tapping an ad opens its product', async ({
    page,
  }) => {
    await page.goto('/pages/applets/chat/index?id=1');
    const banner = page.getByTestId('room-ad');
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId('room-ad-slide').first()).toContainText('直播会员月卡');
    // The banner sits in the page's flow (not laid over it): the newest message shows below it.
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('relative');
    const bannerBox = (await banner.boundingBox())!;
    const newest = page.getByTestId('live-message').last();
    await expect(newest).toBeVisible();
    expect((await newest.boundingBox())!.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);

    await page.getByRole('button', { name: '关闭推荐' }).click();
    await expect(banner).toBeHidden();

    await page.reload();
    await page.getByTestId('room-ad-slide').filter({ hasText: '直播会员月卡' }).click();
    await expect(page).toHaveURL(/\/pages\/goods\/index\/index\?id=\d+/);
    await expect(page.getByText('直播会员·月卡').first()).toBeVisible();
  });

  test('a live video room shows the same banner', async ({ page, request }) => {
    const rooms = await apiGet<{ id: number; locked?: boolean }[]>(request, '/api/live/ver/2/list/video');
    const open = (rooms.rows ?? []).find((room) => !room.locked);
    expect(open).toBeTruthy();
    await page.goto(`/pages/liveVideo/index/index?id=${open!.id}`);
    await expect(page.getByTestId('room-ad')).toBeVisible();
    await expect(page.getByTestId('room-ad-slide')).not.toHaveCount(0);
  });

  test('a shared questionnaire link shows a visitor its questions; logging in continues to answer it', async ({
    page,
    request,
  }) => {
    const risk = await apiGet<{ id: number; title: string; questions: unknown[] }>(
      request,
      '/api/questionnaire/get/risk',
    );
    const { id, title, questions } = risk.data!;
    await page.goto(`/pages/applets/template/authorized/index?id=${id}`);
    const preview = page.getByTestId('questionnaire-preview');
    await expect(preview).toContainText(title);
    await expect(preview).toContainText(`共${questions.length}题`);
    await page.getByTestId('questionnaire-login').click();
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);

    const account = await registerMember(request);
    await page.getByPlaceholder('请输入账号').fill(account.username);
    await page.getByPlaceholder('请输入密码').fill(account.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/applets/template/index\\?id=${id}`));
    await expect(page.getByTestId('questionnaire-form')).toBeVisible();

    // A member opening the shared link again goes straight to the answer page.
    await page.goto(`/pages/applets/template/authorized/index?id=${id}`);
    await expect(page).toHaveURL(new RegExp(`/pages/applets/template/index\\?id=${id}`));
  });

  test('home shows the member’s unread news on the news entry, and reading an article lowers it', async ({
    page,
    request,
  }) => {
    const account = await registerMember(request);
    const { token } = await apiToken(request, account);
    const unread = await apiGet<{ count: number; categories: { categoryId: number; count: number }[] }>(
      request,
      '/api/news/view/ver/2/unread',
      token,
    );
    const headlines = unread.data!.categories.find((c) => c.categoryId === 15)?.count ?? 0;
    expect(headlines).toBeGreaterThan(1);

    await logIn(page, account.username, account.password);
    await page.goto('/pages/about/index/index');
    const entry = page.getByRole('button', { name: /今日要闻/ });
    await expect(entry.getByTestId('home-menu-badge')).toHaveText(String(headlines));

    await entry.click();
    await expect(page).toHaveURL(/\/pages\/news\/list\/index\?categoryId=15/);
    await page.getByRole('article').first().getByRole('heading').click();
    await expect(page).toHaveURL(/\/pages\/news\/details\/index\?id=\d+/);
    await expect
      .poll(async () => {
        const after = await apiGet<{ categories: { categoryId: number; count: number }[] }>(
          request,
          '/api/news/view/ver/2/unread',
          token,
        );
        return after.data!.categories.find((c) => c.categoryId === 15)?.count ?? 0;
      })
      .toBe(headlines - 1);
    await page.goto('/pages/about/index/index');
    await expect(page.getByRole('button', { name: /今日要闻/ }).getByTestId('home-menu-badge')).toHaveText(
      String(headlines - 1),
    );
  });

  test('a teacher’s answer to a private message reaches the member as a notification that opens the conversation', async ({
    page,
    request,
  }) => {
    const account = await registerMember(request);
    const { token: memberToken, memberId } = await apiToken(request, account);
    const { token: teacherToken } = await apiToken(request, DEMO_TEACHER);
    const stamp = Date.now().toString().slice(-6);
    const asked = await request.post('/api/chat/message/send', {
      headers: { authorization: `Bearer ${memberToken}` },
      data: { teacherId: 1, content: `老师好${stamp}，请问如何看待券商股？` },
    });
    const conversation = ((await asked.json()) as Envelope<{ conversation: { id: number } }>).data!
      .conversation;
    for (const content of [`答复${stamp}：关注成交量`, '注意仓位']) {
      const sent = await request.post('/api/chat/message/send', {
        headers: { authorization: `Bearer ${teacherToken}` },
        data: { memberId, content },
      });
      expect(((await sent.json()) as Envelope<unknown>).code).toBe(200);
    }

    await logIn(page, account.username, account.password);
    await page.goto('/pages/mine/pushList/index');
    const notices = page.getByTestId('push-item').filter({ hasText: '陈知远老师给您发来私信' });
    // Two answers before the member read them: one notification, with the first answer.
    await expect(notices).toHaveCount(1);
    await expect(notices).toContainText(`答复${stamp}`);
    await notices.click();
    await expect(page).toHaveURL(new RegExp(`/pages/mine/message/detail/index\\?id=${conversation.id}`));
    await expect(page.getByTestId('chat-message').filter({ hasText: `答复${stamp}` })).toBeVisible();
  });

  test('a teacher’s page lists their text rooms beside the video rooms', async ({ page }) => {
    await page.goto('/pages/teacher/detail/index?id=1');
    const section = page.getByTestId('teacher-text-rooms');
    await expect(section).toBeVisible();
    await section.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/pages\/applets\/chat\/index\?id=\d+/);
  });
});
