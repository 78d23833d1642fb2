import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import { ChatNotice, type ChatSent } from '@app/contract/chat';
import type { PushItem } from '@app/contract/member-center';
import { MemberCenterApi } from '@app/contract/member-center-paths';
import { Pages } from '@app/contract/pages';
import { Api } from '@app/contract/paths';
import { registerMember } from '../helpers/accounts';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
/** The demo teacher account, linked to teacher 1 (陈知远 in the seed). */
let teacher: LoginResult;
const TEACHER_ID = 1;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  teacher = await loginAs(t, 'teacher');
});
afterAll(async () => {
  await t.close();
});

const send = async (token: string, body: object) => {
  const answer = await api.post<ChatSent>(Api.chatSend, body, { token });
  expect(answer.code).toBe(200);
  return answer.data!;
};
const read = (token: string, conversationId: number) => api.post(Api.chatRead, { conversationId }, { token });
/** The account's private-message notifications that open this conversation, newest first. */
const noticesOf = async (token: string, conversationId: number) => {
  const list = await api.get<PushItem[]>(MemberCenterApi.pushList, {
    token,
    query: { pageSize: '50' },
  });
  return (list.rows ?? []).filter(
    (item) => item.kind === 'privateMessage' && item.link === `${Pages.messageDetail}?id=${conversationId}`,
  );
};

describe('private message notifications', () => {
  it('a burst from a member makes one notification for the teacher; after reading, the next message makes another', async () => {
    const member = (await registerMember(t, { nickname: '周末看盘' })).login;
    const first = await send(member.token, { teacherId: TEACHER_ID, content: '老师好，想请教仓位管理' });
    const conversationId = first.conversation.id;
    await send(member.token, { conversationId, content: '我目前满仓科技股' });
    await send(member.token, { conversationId, content: '是否需要减仓？' });

    const notices = await noticesOf(teacher.token, conversationId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: ChatNotice.fromMember('周末看盘'),
      body: '老师好，想请教仓位管理',
      isRead: 0,
    });
    // The sender is not told about their own messages.
    expect(await noticesOf(member.token, conversationId)).toHaveLength(0);

    await read(teacher.token, conversationId);
    await send(member.token, { conversationId, content: '补充：成本在高位' });
    const after = await noticesOf(teacher.token, conversationId);
    expect(after).toHaveLength(2);
    expect(after[0]?.body).toBe('补充：成本在高位');
  });

  it('a teacher’s answer tells the member once, naming the teacher and opening the conversation', async () => {
    const member = (await registerMember(t, { nickname: '价值派' })).login;
    const first = await send(member.token, { teacherId: TEACHER_ID, content: '请问如何看待银行股？' });
    const conversationId = first.conversation.id;
    const unreadBefore = (
      await api.get<{ count: number }>(MemberCenterApi.pushUnread, { token: member.token })
    ).data!.count;

    await send(teacher.token, { memberId: member.memberId, content: '高股息，适合长期配置' });
    await send(teacher.token, { conversationId, content: '注意估值与分红率' });

    const notices = await noticesOf(member.token, conversationId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe(ChatNotice.fromTeacher(first.conversation.name));
    expect(notices[0]?.body).toBe('高股息，适合长期配置');
    expect(notices[0]?.link).toBe(`${Pages.messageDetail}?id=${conversationId}`);
    const unreadAfter = (
      await api.get<{ count: number }>(MemberCenterApi.pushUnread, { token: member.token })
    ).data!.count;
    expect(unreadAfter).toBe(unreadBefore + 1);
  });

  it('a refused send notifies nobody', async () => {
    const member = (await registerMember(t)).login;
    const refused = await api.post(
      Api.chatSend,
      { teacherId: 99999, content: '你好' },
      { token: member.token },
    );
    expect(refused.code).toBe(404);
    const list = await api.get<PushItem[]>(MemberCenterApi.pushList, { token: member.token });
    expect((list.rows ?? []).filter((item) => item.kind === 'privateMessage')).toHaveLength(0);
  });
});
