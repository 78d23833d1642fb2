import { expect, type Page } from '@playwright/test';

/** Logs in through the login page, as a user would. */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/pages/login/index/index');
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/pages\/login\//);
}

export const DEMO_MEMBER = { username: 'demo', password: 'Demo@2026' };
export const DEMO_TEACHER = { username: 'teacher', password: 'Teacher@2026' };
