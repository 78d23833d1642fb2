import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '../support/test';
import { DEMO_MEMBER, DEMO_TEACHER, logIn } from '../support/login';
import { expectAppTakenOver, recordApiCalls } from '../support/first-screen';
import { registerMember } from '../support/register';

const ROOM = '陈知远·价值投资直播间';
const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

async function openRoom(page: Page, title = ROOM) {
  await page.goto('/pages/applets/index/index');
  await page.getByTestId('live-room-card').filter({ hasText: title }).click();
  await expect(page).toHaveURL(/\/pages\/applets\/chat\/index\?id=\d+/);
  await expect(page.getByTestId('live-message').first()).toBeVisible();
}

async function newContextPage(browser: Browser, account?: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (account) await logIn(page, account.username, account.password);
  return page;
}

/** The demo teacher and the demo member, each in a browser of their own, both in the room. */
async function teacherAndMemberInRoom(browser: Browser) {
  const teacher = await newContextPage(browser, DEMO_TEACHER);
  const member = await newContextPage(browser, DEMO_MEMBER);
  await openRoom(teacher);
  await openRoom(member);
  return { teacher, member };
}

function message(page: Page, text: string): Locator {
  return page.getByTestId('live-message').filter({ hasText: text });
}

async function post(page: Page, text: string) {
  await page.getByTestId('composer-input').fill(text);
  await page.getByTestId('send-button').click();
  await expect(page.getByTestId('composer-input')).toHaveValue('');
}

test.describe('live text room', () => {
  test('a visitor opening a room’s address gets its first reads with the page, and reads the room itself', async ({
    page,
  }) => {
    const asked = recordApiCalls(page);
    await page.goto('/pages/applets/chat/index?id=1');
    await expectAppTakenOver(page);
    await expect(page.getByTestId('live-message').first()).toBeVisible();
    await expect(page.getByText(/风险提示/).first()).toBeVisible();
    for (const read of [
      '/api/live/message/category/all',
      '/api/common/system/dict/d/risk_tip',
      '/api/live/ad/ver/2/list/all/liveRoom',
      '/api/live/message/get/top/1/1',
      '/api/live/message/get/list',
    ])
      expect(asked).not.toContain(read);
    // The room's own read counts the visit, so the app still makes it.
    expect(asked).toContain('/api/live/get/word/info/1');
  });

  test('the first screen’s messages stay on screen until the app shows its own', async ({ page }) => {
    // Sampled every frame: once the first screen is gone, the app's message list must be showing.
    await page.addInitScript(() => {
      const seen = { firstScreen: false, listHiddenAfter: false };
      Object.assign(window, { firstScreenSeen: seen });
      const sample = () => {
        if (document.getElementById('first-screen')) seen.firstScreen = true;
        else if (seen.firstScreen) {
          const list = document.querySelector<HTMLElement>('[data-testid="virtuoso-item-list"]');
          if (!list || list.style.visibility === 'hidden') seen.listHiddenAfter = true;
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/pages/applets/chat/index?id=1');
    await expectAppTakenOver(page);
    await expect(page.getByTestId('live-message').last()).toBeInViewport();
    const seen = await page.evaluate(
      () => (window as unknown as { firstScreenSeen: object }).firstScreenSeen,
    );
    expect(seen).toEqual({ firstScreen: true, listHiddenAfter: false });
  });

  test('a member follows a teacher in real time: text, emoji, image, quotes both ways', async ({
    browser,
  }) => {
    const teacher = await newContextPage(browser, DEMO_TEACHER);
    const member = await newContextPage(browser, DEMO_MEMBER);

    // The member reaches the room from the 直播 tab.
    await member.goto('/');
    await member.getByRole('navigation', { name: '底部导航' }).getByText('直播', { exact: true }).click();
    await expect(member).toHaveURL(/\/pages\/applets\/index\/index/);
    await openRoom(member);
    await expect(member.getByRole('tab', { name: '直播' })).toBeVisible();
    await expect(member.getByTestId('top-messages')).toBeVisible();
    await openRoom(teacher);

    const stamp = Date.now().toString().slice(-6);
    await post(teacher, `午盘点评${stamp}：白酒板块放量`);
    await expect(message(member, `午盘点评${stamp}`)).toBeVisible();

    // Emoji from the panel.
    await teacher.getByTestId('composer-input').fill(`仓位提示${stamp}`);
    await teacher.getByTestId('emoji-button').click();
    await teacher.getByTestId('emoji-panel').getByRole('button').first().click();
    await teacher.getByTestId('send-button').click();
    await expect(message(member, `仓位提示${stamp}`)).toBeVisible();

    // An image: the upload control shows only while the input is empty.
    await expect(teacher.getByTestId('upload-control')).toBeVisible();
    await teacher
      .getByTestId('upload-control')
      .locator('input[type=file]')
      .setInputFiles(fixture('chart.png'));
    await expect(member.getByTestId('live-message').last().locator('img[src*="/uploads/"]')).toBeVisible();

    // A renamed text file is refused with the SPEC message and nothing is posted.
    await teacher
      .getByTestId('upload-control')
      .locator('input[type=file]')
      .setInputFiles({ name: 'chart.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(teacher.getByText('不支持该文件上传！')).toBeVisible();

    // The member quotes the teacher's message in a comment.
    await message(member, `午盘点评${stamp}`).getByRole('button', { name: '引用' }).click();
    await expect(member.getByTestId('quote-bar')).toContainText(`午盘点评${stamp}`);
    await post(member, `老师${stamp}，白酒还能加仓吗`);
    await expect(member.getByTestId('quote-bar')).toHaveCount(0);
    const comment = message(teacher, `老师${stamp}，白酒还能加仓吗`);
    await expect(comment.getByTestId('message-quote')).toContainText(`午盘点评${stamp}`);

    // The teacher answers by quoting the member's comment.
    await comment.getByRole('button', { name: '回复' }).click();
    await post(teacher, `回复${stamp}：控制仓位，分批操作`);
    const answer = message(member, `回复${stamp}`);
    await expect(answer.getByTestId('message-quote')).toContainText(`老师${stamp}`);

    // "Only my messages" lists the teacher's reply to the member.
    await member.getByTestId('only-mine-button').click();
    await expect(member).toHaveURL(/\/pages\/applets\/ownData\/index/);
    await expect(member.getByText(`回复${stamp}：控制仓位，分批操作`)).toBeVisible();
  });

  test('a teacher hides and restores a member comment for everyone watching', async ({ browser }) => {
    const teacher = await newContextPage(browser, DEMO_TEACHER);
    const member = await newContextPage(browser, DEMO_MEMBER);
    const visitor = await newContextPage(browser);
    await openRoom(teacher);
    await openRoom(member);
    await openRoom(visitor);

    const stamp = Date.now().toString().slice(-6);
    await post(member, `请问${stamp}号走势怎么看`);
    await expect(message(visitor, `请问${stamp}号`)).toBeVisible();

    await message(teacher, `请问${stamp}号`).getByRole('button', { name: '隐藏' }).click();
    await expect(message(visitor, `请问${stamp}号`)).toHaveCount(0);
    await expect(message(teacher, `请问${stamp}号`)).toContainText('已隐藏');

    await message(teacher, `请问${stamp}号`).getByRole('button', { name: '恢复' }).click();
    await expect(message(visitor, `请问${stamp}号`)).toBeVisible();
  });

  test('a visitor reads a room but is asked to log in to comment; a closed room has no comment box', async ({
    page,
  }) => {
    await openRoom(page);
    await expect(page.getByTestId('login-to-comment')).toBeVisible();
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await openRoom(page, '王慕言·宏观策略早晚评');
    await expect(page.getByTestId('composer-input')).toHaveCount(0);
    await expect(page.getByText('当前直播间未开放评论')).toBeVisible();
  });

  test('a member comments with a picture and saves a screenshot of chosen messages', async ({
    page,
    request,
  }) => {
    // A member of its own: the send limit counts what this member posted before.
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);
    await openRoom(page);

    // A member's picture comment: the upload control shows while the input is empty, the send icon once typed.
    await page.getByTestId('composer-input').fill('先打个字');
    await expect(page.getByTestId('upload-control')).toHaveCount(0);
    await expect(page.getByTestId('send-button')).toBeVisible();
    await page.getByTestId('composer-input').fill('');
    // The list is virtualized (older pictures leave the page), so the new picture is looked for in the newest message.
    const newest = page.getByTestId('live-message').last();
    const newestBefore = (await newest.getAttribute('data-message-id')) ?? '';
    await page.getByTestId('upload-control').locator('input[type=file]').setInputFiles(fixture('chart.png'));
    await expect(newest).not.toHaveAttribute('data-message-id', newestBefore);
    await expect(newest.locator('img[src*="/uploads/"]')).toBeVisible();

    // The picture is confirmed: nothing waits in the outbox (its strip would shift the list while choosing).
    await expect(page.getByTestId('live-outbox')).toHaveCount(0);

    // Screenshot: choose two messages, the server renders one shareable picture.
    // The list re-renders meanwhile, so two messages are chosen by their ids, read at once: the two newest,
    // on screen at the bottom (the first ones in the page sit in the list's overscan above the screen, and
    // the list follows new messages back down, unmounting them).
    await page.getByTestId('screenshot-button').click();
    const [first, second] = await page
      .getByTestId('live-message')
      .evaluateAll((items) => items.slice(-2).map((item) => item.getAttribute('data-message-id')));
    expect(first).not.toBe(second);
    const choice = (id: string | null | undefined) =>
      page.locator(`[data-testid="live-message"][data-message-id="${id}"]`).getByLabel('选择此消息');
    await choice(first).click();
    await expect(page.getByTestId('screenshot-bar')).toContainText('已选 1 条');
    await choice(second).click();
    await expect(page.getByTestId('screenshot-bar')).toContainText('已选 2 条');
    await page.getByTestId('screenshot-create').click();
    const picture = page.getByTestId('screenshot-result').locator('img');
    // A private, short-lived signed link (the picture may show members-only messages).
    await expect(picture).toHaveAttribute('src', /\/uploads\/screenshots\/.+\.svg\?exp=\d+&sig=/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = (await picture.getAttribute('src')) ?? '';
    const file = await page.request.get(src);
    expect(file.ok()).toBe(true);
    expect(file.headers()['cache-control']).toBe('private, no-store');
    expect(await file.text()).toContain('陈知远·价值投资直播间');
  });

  test('a member choosing messages for a screenshot stays put when a teacher posts, and is told of it', async ({
    browser,
  }) => {
    const { teacher, member } = await teacherAndMemberInRoom(browser);
    await member.getByTestId('screenshot-button').click();
    await expect(member.getByTestId('screenshot-bar')).toBeVisible();
    // Choosing keeps the reader at the newest message.
    const newestId = await member.getByTestId('live-message').last().getAttribute('data-message-id');
    const newest = member.locator(`[data-testid="live-message"][data-message-id="${newestId}"]`);
    await expect(newest).toBeInViewport();

    const text = `选图时的新消息${Date.now().toString().slice(-6)}`;
    await post(teacher, text);
    await expect(member.getByTestId('new-messages-indicator')).toContainText('1');
    await expect(newest).toBeInViewport();
    await expect(message(member, text)).not.toBeInViewport();

    await member.getByTestId('new-messages-indicator').click();
    await expect(message(member, text)).toBeInViewport();
  });

  test('a picture that loads after the room opens does not push the newest message out of view', async ({
    browser,
  }) => {
    const teacher = await newContextPage(browser, DEMO_TEACHER);
    await openRoom(teacher);
    await teacher
      .getByTestId('upload-control')
      .locator('input[type=file]')
      .setInputFiles(fixture('chart.png'));
    await expect(teacher.getByTestId('live-message').last().locator('img[src*="/uploads/"]')).toBeVisible();
    const text = `图后的文字${Date.now().toString().slice(-6)}`;
    await post(teacher, text);

    // The member's pictures are held back until the room has opened at the newest message.
    const member = await newContextPage(browser, DEMO_MEMBER);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await member.route('**/uploads/**', async (route) => {
      await held;
      await route.continue();
    });
    await openRoom(member);
    await expect(message(member, text)).toBeInViewport();

    release();
    const picture = member.getByTestId('live-message').nth(-2).locator('img[src*="/uploads/"]');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalHeight))
      .toBeGreaterThan(0);
    await expect(message(member, text)).toBeInViewport({ ratio: 0.9 });
  });

  test('a member filters by teacher and searches the chat records', async ({ page }) => {
    await logIn(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await openRoom(page);

    await page.getByTestId('teacher-filter-button').click();
    const list = page.getByTestId('teacher-filter-list');
    await list.getByText('陈知远').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('teacher-filter-button')).toContainText('筛选（1）');
    // The filtered page replaces the list a moment after the button says so: the messages are read at
    // once, until every one shown is the teacher's or the member's own (reading them one by one, an
    // item of the list being replaced could vanish between two reads).
    const messages = page.getByTestId('live-message');
    await expect(async () => {
      const texts = await messages.allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toMatch(/陈知远|财经学堂学员/);
    }).toPass();

    await page.getByTestId('search-button').click();
    const panel = page.getByTestId('search-panel');
    await expect(panel.getByText('聊天记录搜索')).toBeVisible();
    await panel.getByTestId('search-submit').click();
    await expect(page.getByText('请输入内容或选择时间范围或选择老师')).toBeVisible();

    await panel.getByTestId('search-keyword').fill('仓位');
    await panel.getByTestId('search-submit').click();
    await expect(panel.getByTestId('search-count')).toHaveText(/共 [1-9]\d* 条/);

    // Only a start date: the summary names the missing end as 空; its ✕ clears the range.
    await panel.getByTestId('search-begin-date').click();
    await page.getByRole('button', { name: '确定' }).last().click();
    await expect(panel.getByTestId('search-date-summary')).toContainText(/\d{4}-\d{2}-\d{2} ~ 空/);
    await panel.getByRole('button', { name: '清除日期' }).click();
    await expect(panel.getByTestId('search-date-summary')).toHaveCount(0);
    await panel.getByTestId('search-submit').click();
    const first = panel.getByTestId('search-result').first();
    const hitText = (await first.innerText()).split('\n').find((line) => line.includes('仓位')) ?? '仓位';
    await first.click();
    await expect(page.getByTestId('search-panel')).toBeHidden();
    await expect(page.locator('[data-testid="live-message"][aria-current="true"]')).toContainText(
      hitText.slice(0, 8),
    );
    await expect(page.getByTestId('back-to-latest')).toBeVisible();

    // Closing reset the panel: the next opening starts empty.
    await page.getByTestId('search-button').click();
    await expect(page.getByTestId('search-keyword')).toHaveValue('');
    await expect(page.getByTestId('search-count')).toHaveCount(0);
    await page.getByTestId('search-panel').getByRole('button', { name: '关闭' }).click();
    await expect(page.getByTestId('search-panel')).toBeHidden();
  });

  test('after the connection drops, the room fills in what was missed, in order, once', async ({
    browser,
  }) => {
    const teacher = await newContextPage(browser, DEMO_TEACHER);
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await logIn(member, DEMO_MEMBER.username, DEMO_MEMBER.password);

    // The member's socket goes through a relay the test can cut, like a dropped mobile network.
    const relays: { close(): Promise<void> }[] = [];
    await member.routeWebSocket(/\/websocket\/live\//, (ws) => {
      ws.connectToServer();
      relays.push({ close: () => ws.close({ code: 4000, reason: 'network lost' }).catch(() => {}) });
    });
    await openRoom(member);
    await openRoom(teacher);
    await expect.poll(() => relays.length).toBeGreaterThan(0);

    const stamp = Date.now().toString().slice(-6);
    await relays.at(-1)!.close();
    await expect(member.getByTestId('reconnect-banner')).toBeVisible();
    for (const n of [1, 2, 3]) await post(teacher, `断线补发${stamp}-${n}`);

    // Reconnects after 10 s and fills the gap.
    await expect(message(member, `断线补发${stamp}-3`)).toBeVisible({ timeout: 30_000 });
    await expect(member.getByTestId('reconnect-banner')).toBeHidden();
    const texts = await member
      .getByTestId('live-message')
      .filter({ hasText: `断线补发${stamp}` })
      .allInnerTexts();
    const order = texts.map((t) => /断线补发\d+-(\d)/.exec(t)?.[1]);
    expect(order).toEqual(['1', '2', '3']);
  });

  test('a member sending too fast sees the limit and gets the refused text back in the input', async ({
    browser,
    request,
  }) => {
    const account = await registerMember(request);
    const member = await newContextPage(browser, account);
    await openRoom(member);
    const stamp = Date.now().toString().slice(-6);
    for (let i = 1; i <= 5; i += 1) await post(member, `连发${stamp}-${i}`);
    await member.getByTestId('composer-input').fill(`连发${stamp}-6`);
    await member.getByTestId('send-button').click();
    await expect(member.getByText('发言过于频繁，请稍后再试')).toBeVisible();
    await expect(member.getByTestId('composer-input')).toHaveValue(`连发${stamp}-6`);
    for (let i = 1; i <= 5; i += 1) await expect(message(member, `连发${stamp}-${i}`)).toBeVisible();
    await expect(message(member, `连发${stamp}-6`)).toHaveCount(0);
  });

  test('a teacher posting ten messages in a few seconds reaches a member with all ten, in order', async ({
    browser,
  }) => {
    const { teacher, member } = await teacherAndMemberInRoom(browser);
    const stamp = Date.now().toString().slice(-6);
    const texts = Array.from({ length: 10 }, (_, i) => `快讯${stamp}-${String(i + 1).padStart(2, '0')}`);
    for (const text of texts) await post(teacher, text);
    await expect(teacher.getByTestId('live-outbox')).toHaveCount(0);
    await expect(message(member, texts[9]!)).toBeVisible();
    const shown = await member
      .getByTestId('live-message')
      .filter({ hasText: `快讯${stamp}-` })
      .allTextContents();
    expect(shown.map((text) => /快讯\d+-(\d+)/.exec(text)?.[1])).toEqual(
      texts.map((_, i) => String(i + 1).padStart(2, '0')),
    );
  });
});
