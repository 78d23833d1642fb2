import { expect, test, type Browser, type Page } from '../support/test';
import { DEMO_MEMBER, DEMO_TEACHER, logIn } from '../support/login';
import { registerMember } from '../support/register';

const ROOM = '陈知远·价值投资直播间';
/** The shortest lottery a teacher may start is a minute; the draw follows within the server's sweep. */
const DRAW_WAIT_MS = 120_000;

async function openRoom(page: Page) {
  await page.goto('/pages/applets/index/index');
  await page.getByTestId('live-room-card').filter({ hasText: ROOM }).click();
  await expect(page).toHaveURL(/\/pages\/applets\/chat\/index\?id=\d+/);
  await expect(page.getByTestId('live-message').first()).toBeVisible();
}

async function signedIn(browser: Browser, account: { username: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, account.username, account.password);
  return page;
}

test.describe('interactive rooms', () => {
  test.setTimeout(240_000);

  test('a teacher starts a lottery, two members join, the result shows on both screens', async ({
    browser,
    request,
  }) => {
    const teacher = await signedIn(browser, DEMO_TEACHER);
    const first = await signedIn(browser, DEMO_MEMBER);
    const second = await signedIn(browser, await registerMember(request));
    for (const page of [teacher, first, second]) await openRoom(page);

    const prize = `签名版《价值投资实战》${Date.now().toString().slice(-5)}`;
    await teacher.getByTestId('start-lottery').click();
    const form = teacher.getByTestId('start-lottery-form');
    await form.locator('input[name="prize"]').fill(prize);
    await form.locator('input[name="winnerCount"]').fill('1');
    await form.locator('input[name="minutes"]').fill('1');
    await form.locator('textarea[name="claimInfo"]').fill('请在7天内添加助教微信 kd-helper 领取');
    await form.getByRole('button', { name: '开始抽奖' }).click();

    // The card reaches both members in real time; each joins once.
    for (const page of [first, second]) {
      const card = page.getByTestId('lottery-card').filter({ hasText: prize });
      await expect(card).toBeVisible();
      await card.getByTestId('lottery-join').click();
      await expect(card.getByText('已参与，等待开奖')).toBeVisible();
    }
    await expect(
      second.getByTestId('lottery-card').filter({ hasText: prize }).getByTestId('lottery-entrants'),
    ).toHaveText('2人已参与');

    // At the end the server draws once; every screen in the room shows the result.
    for (const page of [teacher, first, second]) {
      const popup = page.getByTestId('lottery-result-popup');
      await expect(popup).toBeVisible({ timeout: DRAW_WAIT_MS });
      await expect(popup).toContainText(prize);
      await expect(popup.getByRole('listitem')).toHaveCount(1);
      await popup.getByRole('button', { name: '完成' }).click();
    }
    const outcomes = await Promise.all(
      [first, second].map(async (page) => {
        const card = page.getByTestId('lottery-card').filter({ hasText: prize });
        await expect(card).toHaveAttribute('data-status', 'drawn');
        return card.getByTestId('lottery-won').count();
      }),
    );
    // One winner between the two: one screen says so, the other does not.
    expect([...outcomes].sort()).toEqual([0, 1]);

    // The winner sees how to claim on the result page, with the published seed for checking the draw.
    const winnerPage = outcomes[0] === 1 ? first : second;
    await winnerPage.getByTestId('lottery-card').filter({ hasText: prize }).getByText('查看结果').click();
    await expect(winnerPage).toHaveURL(/\/pages\/liveVideo\/winning\/result\/index\?id=\d+/);
    await expect(winnerPage.getByTestId('lottery-result')).toContainText('kd-helper');
    await expect(winnerPage.getByTestId('lottery-seed')).toHaveText(/^[0-9a-f]{64}$/);
  });

  test('a member takes the risk test and sees the level', async ({ page, request }) => {
    await logIn(page, ...(Object.values(await registerMember(request)) as [string, string]));
    await page.goto('/pages/mine/riskAssessment/index');
    await expect(page.getByText('您还没有完成风险测评')).toBeVisible();
    await page.getByTestId('risk-start').click();
    const form = page.getByTestId('questionnaire-form');
    const questions = form.locator('fieldset');
    await expect(questions.first()).toBeVisible();
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(10);
    // The most cautious answer to every question.
    for (let i = 0; i < count; i += 1) await questions.nth(i).getByRole('button').first().click();
    await page.getByTestId('questionnaire-submit').click();
    const profile = page.getByTestId('risk-profile');
    await expect(profile).toHaveAttribute('data-level', 'C1');
    await expect(profile).toContainText('保守型');
    await expect(page.getByTestId('risk-start')).toHaveText('重新测评');
  });
});
