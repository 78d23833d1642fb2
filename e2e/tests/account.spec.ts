import { expect, test, type Page } from '../support/test';
import { latestSmsCode, uniqueMobile } from '../support/sms-outbox';

async function expectLoggedInAs(page: Page, displayName: string) {
  await page.goto('/pages/mine/index/index');
  await expect(page.getByTestId('member-name')).toHaveText(displayName);
  await expect(page.getByText('登录/注册')).toHaveCount(0);
}

async function logOut(page: Page) {
  await page.goto('/pages/mine/systemSettings/index');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/pages\/mine\/index\/index/);
  await expect(page.getByText('登录/注册')).toBeVisible();
}

test.describe('a member', () => {
  test('registers with an SMS code, changes nickname, logs out and is a visitor again', async ({ page }) => {
    const mobile = uniqueMobile();
    const username = `u${mobile}`;

    await page.goto('/pages/login/register/index');
    await page.getByPlaceholder('3-32位字母、数字或下划线').fill(username);
    await page.getByPlaceholder('至少8位，建议包含字母和数字').fill('Secret@2026');
    await page.getByPlaceholder('请再次输入密码').fill('Secret@2026');
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/\d+秒后重发/)).toBeVisible();
    await page.getByPlaceholder('请输入6位验证码').fill(await latestSmsCode(mobile, 'register'));
    await page.getByPlaceholder('选填，最多20个字').fill('新学员');
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect(page).not.toHaveURL(/register/);

    await expectLoggedInAs(page, '新学员');

    await page.goto('/pages/mine/personalInformation/index');
    await page.getByText('昵称', { exact: true }).click();
    await expect(page).toHaveURL(/essentialInformation\/epithet/);
    const input = page.getByPlaceholder('请输入昵称');
    await input.fill('价值投资者');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expectLoggedInAs(page, '价值投资者');

    await logOut(page);
    // The token is gone: members-only pages send the visitor to login again.
    await page.goto('/pages/mine/personalInformation/index');
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);
  });

  test('logs in by account and password and returns to the page they wanted', async ({ page }) => {
    await page.goto('/pages/mine/personalInformation/index');
    await expect(page).toHaveURL(/\/pages\/login\/index\/index/);
    await page.getByPlaceholder('请输入账号').fill('  demo  ');
    await page.getByPlaceholder('请输入密码').fill('Demo@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/mine\/personalInformation\/index/);
    await expect(page.getByText('demo', { exact: true })).toBeVisible();
    await logOut(page);
  });

  test('sees a clear message for a wrong password and keeps what they typed', async ({ page }) => {
    await page.goto('/pages/login/index/index');
    await page.getByPlaceholder('请输入账号').fill('demo');
    await page.getByPlaceholder('请输入密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expect(page.getByPlaceholder('请输入账号')).toHaveValue('demo');
  });

  test('logs in by SMS code', async ({ page }) => {
    await page.goto('/pages/login/mobile/index');
    await page.getByPlaceholder('请输入手机号').fill('13800000002');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入6位验证码').fill(await latestSmsCode('13800000002', 'login'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).not.toHaveURL(/login/);
    await page.goto('/pages/mine/index/index');
    await expect(page.getByText('讲师')).toBeVisible();
    await logOut(page);
  });

  test('with a token, a visit to the login page goes to the root', async ({ page }) => {
    await page.goto('/pages/login/index/index');
    await page.getByPlaceholder('请输入账号').fill('demo');
    await page.getByPlaceholder('请输入密码').fill('Demo@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).not.toHaveURL(/login/);
    await page.goto('/pages/login/index/index');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});
