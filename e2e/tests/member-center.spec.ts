import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { DEMO_TEACHER, logIn } from '../support/login';
import { registerMember } from '../support/register';
import { latestSmsCode, uniqueMobile } from '../support/sms-outbox';

const ROOM = '陈知远·价值投资直播间';
const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

async function signedInPage(browser: Browser, account: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, account.username, account.password);
  return page;
}

async function openRoom(page: Page) {
  await page.goto('/pages/applets/index/index');
  await page.getByTestId('live-room-card').filter({ hasText: ROOM }).click();
  await expect(page.getByTestId('live-message').first()).toBeVisible();
}

test.describe('member center', () => {
  test('a teacher’s reply in the live room reaches the member as a notification that opens the room at it', async ({
    browser,
    request,
  }) => {
    const account = await registerMember(request);
    const member = await signedInPage(browser, account);
    const teacher = await signedInPage(browser, DEMO_TEACHER);
    await openRoom(member);
    await openRoom(teacher);

    const stamp = Date.now().toString().slice(-6);
    await member.getByTestId('composer-input').fill(`老师${stamp}，券商股怎么看`);
    await member.getByTestId('send-button').click();
    const question = teacher.getByTestId('live-message').filter({ hasText: `老师${stamp}` });
    await question.getByRole('button', { name: '回复' }).click();
    await teacher.getByTestId('composer-input').fill(`回复${stamp}：券商弹性大，注意节奏`);
    await teacher.getByTestId('send-button').click();
    await expect(member.getByTestId('live-message').filter({ hasText: `回复${stamp}` })).toBeVisible();

    // The member page shows the unread badge; the notification opens the room at the reply.
    await member.goto('/pages/mine/index/index');
    await expect(member.getByTestId('push-unread')).toContainText('1条未读');
    await member.getByTestId('push-entry').click();
    const item = member.getByTestId('push-item').filter({ hasText: `回复${stamp}` });
    await expect(item).toContainText('老师回复了您的留言');
    await expect(item).toHaveAttribute('data-read', '0');
    await item.click();
    await expect(member).toHaveURL(/\/pages\/applets\/chat\/index\?id=\d+&categoryId=1&messageId=\d+/);
    await expect(member.getByTestId('live-message').filter({ hasText: `回复${stamp}` })).toBeVisible();
    await member.goto('/pages/mine/index/index');
    await expect(member.getByTestId('push-entry')).toBeVisible();
    await expect(member.getByTestId('push-unread')).toHaveCount(0);
  });

  test('a member answers a homework once and sees the score, the answers and the explanations', async ({
    page,
    request,
  }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);
    await page.goto('/pages/mine/index/index');
    await page.getByRole('button', { name: '作业' }).click();
    const card = page.getByTestId('homework-item').filter({ hasText: '第一章课后练习' });
    await expect(card).toContainText('未作答');
    await card.click();

    const questions = page.getByTestId('homework-question');
    await expect(questions).toHaveCount(4);
    // Submitting with questions left open is stopped before anything is sent.
    await questions.nth(0).getByRole('radio', { name: /10%/ }).click();
    await page.getByRole('button', { name: '提交作业' }).click();
    await expect(page.getByText('还有3题未作答')).toBeVisible();

    await questions.nth(1).getByRole('radio', { name: /T\+1/ }).click();
    for (const option of ['券商佣金', '印花税', '过户费'])
      await questions
        .nth(2)
        .getByRole('checkbox', { name: new RegExp(option) })
        .click();
    await questions.nth(3).getByRole('radio', { name: /100股/ }).click();
    await page.getByRole('button', { name: '提交作业' }).click();
    await page.getByRole('button', { name: '确定' }).click();

    // Three right, the multiple choice missed one option: 75 of 100.
    await expect(page.getByTestId('homework-score')).toContainText('75');
    await expect(page.getByText('正确答案：ABCD')).toBeVisible();
    await expect(page.getByText('股息红利按持有期限征收个人所得税')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交作业' })).toHaveCount(0);

    await page.goto('/pages/mine/homework/homeworkList/index?tab=mine');
    await expect(page.getByTestId('homework-answer').filter({ hasText: '第一章课后练习' })).toContainText(
      '75/100',
    );
  });

  test('a member sends feedback with a picture and finds it in the list and its detail', async ({
    page,
    request,
  }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);
    await page.goto('/pages/mine/index/index');
    await page.getByRole('button', { name: '意见反馈' }).click();

    await page.getByText('功能异常').click();
    const text = `回看页面偶尔黑屏 ${Date.now().toString().slice(-5)}`;
    await page.getByPlaceholder('请详细描述您遇到的问题或建议（5-500字）').fill(text);
    await page.locator('input[type=file]').setInputFiles(fixture('chart.png'));
    await expect(page.locator('.adm-image-uploader-cell img')).toBeVisible();
    await page.getByRole('textbox', { name: '联系方式（选填）' }).fill('wx_e2e');
    await page.getByRole('button', { name: '提交' }).click();

    const item = page.getByTestId('feedback-item').filter({ hasText: text });
    await expect(item).toContainText('处理中');
    await expect(item.locator('img[src^="/uploads/"]')).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/pages\/mine\/faq\/feedbackDetail\/index\?id=\d+/);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('我们正在处理，请耐心等待')).toBeVisible();
  });

  test('a member crops and uploads a new avatar and sees it on the member page', async ({
    page,
    request,
  }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);
    await page.goto('/pages/mine/personalInformation/index');
    await page.getByText('头像', { exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/mine\/avatar\/index/);
    await page.getByTestId('avatar-file').setInputFiles(fixture('chart.png'));
    const crop = page.getByTestId('avatar-crop');
    await expect(crop).toBeVisible();
    const box = (await crop.boundingBox())!;
    await page.mouse.move(box.x + 140, box.y + 140);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + 130);
    await page.mouse.up();
    await page.getByRole('button', { name: '保存头像' }).click();
    await expect(page).not.toHaveURL(/\/pages\/mine\/avatar\/index/);
    await page.goto('/pages/mine/index/index');
    await expect(page.locator('header img[src^="/uploads/avatar/"]')).toBeVisible();
  });

  test('a member changes the bound mobile with a code sent to the new number', async ({ page, request }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);
    await page.goto('/pages/mine/personalInformation/index');
    await page.getByText('账号绑定').click();
    await expect(page.getByTestId('bind-mobile')).toContainText('****');
    await page.getByTestId('bind-mobile').click();
    const mobile = uniqueMobile();
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入6位验证码').fill(await latestSmsCode(mobile, 'bind'));
    await page.getByRole('button', { name: '确认更换' }).click();
    await expect(page).not.toHaveURL(/mobilePhone/);
    await page.goto('/pages/mine/index/index');
    await expect(page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
  });

  test('every entry of the member page opens a real page', async ({ page, request }) => {
    const account = await registerMember(request);
    await logIn(page, account.username, account.password);
    await page.goto('/pages/mine/index/index');
    await expect(page.getByTestId('summary-membership')).toContainText('未开通');
    for (const name of [
      '我的课程',
      '我的收藏',
      '作业',
      '帮助中心',
      '常见问题',
      '意见反馈',
      '个人信息',
      '系统设置',
    ]) {
      await page.goto('/pages/mine/index/index');
      await page.getByRole('button', { name, exact: true }).first().click();
      await expect(page).not.toHaveURL(/\/pages\/mine\/index\/index$/);
      await expect(page.getByText('404 Not Found')).toHaveCount(0);
    }
    // The two tab-bar pages: the learning center and discovery, with real content.
    await page.goto('/pages/page/index/index');
    await expect(page.getByTestId('todo-homework').getByTestId('homework-item').first()).toBeVisible();
    await page.goto('/pages/page/index2/index');
    await expect(page.getByTestId('discover-rooms').getByTestId('live-room-card').first()).toBeVisible();
    await expect(page.getByTestId('discover-courses').getByTestId('course-card').first()).toBeVisible();

    // Help: search finds an article and opens it.
    await page.goto('/pages/mine/help/index/index');
    await page.getByPlaceholder('搜索问题').fill('验证码');
    await page.getByPlaceholder('搜索问题').press('Enter');
    await page.getByTestId('help-item').first().click();
    await expect(page.getByText('验证码收不到怎么办')).toBeVisible();
  });
});
