import { expect, test } from '../support/test';
import { logIn } from '../support/login';
import { registerMember } from '../support/register';

const AI_PAGE = '/pages/ai/index/index';

test('a member asks the assistant, watches the answer stream with citations, and stops a second one', async ({
  page,
  request,
}) => {
  // A visitor may look: who answers, what to ask, and that asking needs a login.
  await page.goto(AI_PAGE);
  await expect(page.getByTestId('ai-mode')).toHaveText('内置助手 · 未接入语言模型');
  await expect(page.getByRole('button', { name: '可转债的转股溢价率怎么算？' })).toBeVisible();
  await expect(page.getByText('登录后即可提问')).toBeVisible();

  const member = await registerMember(request);
  await logIn(page, member.username, member.password);
  await page.goto(AI_PAGE);

  const input = page.getByPlaceholder('输入你的问题');
  await input.fill('基金定投的微笑曲线是什么意思？');
  await input.press('Enter');

  const first = page.getByTestId('ai-answer').first();
  // It streams: the answer is still being written while its first words are on screen.
  await expect(first).toHaveAttribute('data-status', 'streaming');
  await expect(first).toContainText('内置助手');
  await expect(page.getByRole('button', { name: '停止' })).toBeVisible();
  await expect(first).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(first.getByText('AI生成')).toBeVisible();
  await expect(first.getByTestId('ai-notice')).toHaveText(
    '以上内容仅供学习参考，不构成投资建议，投资有风险，入市需谨慎。',
  );
  const citation = first.getByTestId('ai-citations').getByRole('link', { name: /微笑曲线/ });
  await expect(citation).toBeVisible();

  // A second question, stopped midway: the partial answer stays, marked as stopped.
  await input.fill('新手如何控制仓位和风险？');
  await page.getByRole('button', { name: '发送' }).click();
  const second = page.getByTestId('ai-answer').nth(1);
  await expect(second).toContainText('内置助手');
  await page.getByRole('button', { name: '停止' }).click();
  await expect(second).toHaveAttribute('data-status', 'stopped');
  await expect(second.getByText('已停止生成')).toBeVisible();
  await expect(second).not.toContainText('点击标题可以阅读原文');
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();

  // The conversation is kept: it opens again from the list with the stopped answer as it was.
  await page.getByRole('button', { name: '新对话' }).click();
  await expect(page.getByTestId('ai-answer')).toHaveCount(0);
  await page.getByRole('button', { name: '历史对话' }).click();
  await page.getByRole('button', { name: /基金定投的微笑曲线/ }).click();
  await expect(page.getByTestId('ai-answer')).toHaveCount(2);
  await expect(page.getByTestId('ai-answer').nth(1)).toHaveAttribute('data-status', 'stopped');

  // A citation opens the article it names.
  const title = (
    await page
      .getByTestId('ai-citations')
      .first()
      .getByRole('link', { name: /微笑曲线/ })
      .innerText()
  )
    .replace(/^文章/, '')
    .trim();
  await page
    .getByTestId('ai-citations')
    .first()
    .getByRole('link', { name: /微笑曲线/ })
    .click();
  await expect(page).toHaveURL(/\/pages\/news\/details\/index\?id=\d+/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
