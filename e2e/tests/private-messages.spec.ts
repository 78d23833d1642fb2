import { expect, test, type Browser } from '../support/test';
import { DEMO_TEACHER, logIn } from '../support/login';
import { registerMember } from '../support/register';

async function signedInPage(browser: Browser, account: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, account.username, account.password);
  return page;
}

test.describe('private messages', () => {
  test('a member writes to a teacher from the teacher page; the teacher sees it unread and answers; the member sees the answer live', async ({
    browser,
    request,
  }) => {
    const account = await registerMember(request);
    const member = await signedInPage(browser, account);
    const teacher = await signedInPage(browser, DEMO_TEACHER);
    const stamp = Date.now().toString().slice(-6);

    // The member opens the teacher's page (the demo teacher account is linked to teacher 1) and writes.
    await member.goto('/pages/teacher/detail/index?id=1');
    await member.getByTestId('teacher-message').click();
    await expect(member).toHaveURL(/\/pages\/mine\/message\/detail\/index\?teacherId=1/);
    await expect(member.getByText('还没有消息，向老师提个问题吧')).toBeVisible();
    // An empty message is refused with SPEC §5's text and nothing is sent.
    await member.getByTestId('chat-send').click();
    await expect(member.getByText('内容不能为空')).toBeVisible();
    const input = member.getByRole('textbox', { name: '输入私信内容' });
    await input.fill(`老师好${stamp}，银行股还能拿吗？`);
    await member.getByTestId('chat-send').click();
    await expect(member.getByTestId('chat-message').filter({ hasText: `老师好${stamp}` })).toHaveAttribute(
      'data-mine',
      'true',
    );
    await expect(input).toHaveValue('');

    // The teacher sees the conversation with one unread message and answers it.
    await teacher.goto('/pages/mine/message/index');
    const conversation = teacher.getByTestId('chat-conversation').filter({ hasText: `老师好${stamp}` });
    await expect(conversation).toHaveAttribute('data-unread', '1');
    await expect(conversation).toContainText('1');
    await conversation.click();
    await expect(teacher.getByTestId('chat-message').filter({ hasText: `老师好${stamp}` })).toHaveAttribute(
      'data-mine',
      'false',
    );
    await teacher.getByRole('textbox', { name: '输入私信内容' }).fill(`回复${stamp}：股息稳定，可以继续持有`);
    await teacher.getByTestId('chat-send').click();
    await expect(teacher.getByTestId('chat-message').filter({ hasText: `回复${stamp}` })).toHaveAttribute(
      'data-mine',
      'true',
    );

    // The member's open conversation shows the answer without a reload.
    await expect(member.getByTestId('chat-message').filter({ hasText: `回复${stamp}` })).toHaveAttribute(
      'data-mine',
      'false',
    );

    // Read on the teacher side: back on the list the count is gone.
    await teacher.goto('/pages/mine/message/index');
    await expect(
      teacher.getByTestId('chat-conversation').filter({ hasText: `回复${stamp}` }),
    ).toHaveAttribute('data-unread', '0');
  });
});
