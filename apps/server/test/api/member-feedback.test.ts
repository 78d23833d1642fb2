import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_REPLY_PERMISSION,
  MemberCenterMsg,
  type FeedbackItem,
  type PushItem,
} from '@app/contract/member-center';
import { eq } from 'drizzle-orm';
import { members } from '../../src/db/schema/members';
import { Pages } from '@app/contract/pages';
import { Api } from '@app/contract/paths';
import { freshIp, registerMember } from '../helpers/accounts';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadFile } from '../helpers/upload';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});

const newMember = async () => (await registerMember(t)).login;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();

describe('feedback', () => {
  it('takes a complaint with uploaded images and shows it in the member’s own list only', async () => {
    const member = await newMember();
    const uploaded = await uploadFile(t, 'shot.png', await png(40, 40), {
      token: member.token,
      ip: freshIp(),
    });
    const url = uploaded.data!.url;
    const saved = await api.post<FeedbackItem>(
      Api.feedbackSave,
      {
        type: 'bug',
        content: '  回看视频在第二章卡住无法播放  ',
        images: [url],
        contact: '13900001111',
      },
      { token: member.token },
    );
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({
      type: 'bug',
      content: '回看视频在第二章卡住无法播放',
      images: [url],
      status: 'pending',
      reply: null,
    });

    const list = await api.get<FeedbackItem[]>(Api.feedbackList, { token: member.token });
    expect(list.rows?.map((f) => f.id)).toEqual([saved.data!.id]);
    const detail = await api.get<FeedbackItem>(`${Api.feedbackInfo}/${saved.data!.id}`, {
      token: member.token,
    });
    expect(detail.data?.contact).toBe('13900001111');
    const other = await newMember();
    const peek = await api.get(`${Api.feedbackInfo}/${saved.data!.id}`, { token: other.token });
    expect(peek).toMatchObject({ code: 404, msg: MemberCenterMsg.feedbackNotFound });
  });

  it('refuses feedback over the limits or with foreign images, storing nothing', async () => {
    const member = await newMember();
    const cases: Array<[unknown, string]> = [
      [{ type: 'bug', content: '短' }, MemberCenterMsg.feedbackContentTooShort],
      [{ type: 'bug', content: '很'.repeat(501) }, MemberCenterMsg.feedbackContentTooLong],
      [{ type: 'nonsense', content: '这是一条反馈内容' }, MemberCenterMsg.feedbackTypeRequired],
      [
        {
          type: 'bug',
          content: '这是一条反馈内容',
          images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png', '/uploads/d.png'],
        },
        MemberCenterMsg.feedbackTooManyImages,
      ],
      [
        { type: 'bug', content: '这是一条反馈内容', images: ['https://evil.example/x.png'] },
        MemberCenterMsg.feedbackImageInvalid,
      ],
      [
        { type: 'bug', content: '这是一条反馈内容', contact: 'x'.repeat(51) },
        MemberCenterMsg.feedbackContactTooLong,
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await api.post(Api.feedbackSave, body, { token: member.token });
      expect(res, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 400, msg });
    }
    expect((await api.get(Api.feedbackList, { token: member.token })).total).toBe(0);
    expect((await api.post(Api.feedbackSave, { type: 'bug', content: '没有登录的反馈' })).code).toBe(401);
  });
});

describe('feedback replies', () => {
  it('staff with the permission reply; the author sees it and is notified; others are refused', async () => {
    const member = await newMember();
    const sent = await api.post<FeedbackItem>(
      Api.feedbackSave,
      { type: 'suggestion', content: '希望增加夜间模式，晚上看盘更舒服' },
      { token: member.token },
    );
    const id = sent.data!.id;
    const bystander = await newMember();
    const refused = await api.post(Api.feedbackReply, { id, reply: '好的' }, { token: bystander.token });
    expect(refused.code).toBe(403);

    const staff = await newMember();
    await t.db
      .update(members)
      .set({ permissions: [FEEDBACK_REPLY_PERMISSION] })
      .where(eq(members.id, staff.memberId));
    expect((await api.post(Api.feedbackReply, { id, reply: '   ' }, { token: staff.token })).msg).toBe(
      MemberCenterMsg.feedbackReplyRequired,
    );
    expect(
      (await api.post(Api.feedbackReply, { id: 999999, reply: '好的' }, { token: staff.token })).code,
    ).toBe(404);
    const replied = await api.post<FeedbackItem>(
      Api.feedbackReply,
      { id, reply: '感谢建议，夜间模式已在排期中。' },
      { token: staff.token },
    );
    expect(replied.data).toMatchObject({ status: 'replied', reply: '感谢建议，夜间模式已在排期中。' });

    const seen = await api.get<FeedbackItem>(`${Api.feedbackInfo}/${id}`, { token: member.token });
    expect(seen.data).toMatchObject({ status: 'replied', reply: '感谢建议，夜间模式已在排期中。' });
    const [notice] = (await api.get<PushItem[]>(Api.pushList, { token: member.token })).rows!;
    expect(notice).toMatchObject({ kind: 'feedbackReplied', link: `${Pages.feedbackDetail}?id=${id}` });
  });
});
