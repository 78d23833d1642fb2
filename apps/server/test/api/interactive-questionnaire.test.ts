import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import {
  InteractiveMsg,
  RISK_VALID_MS,
  TplKind,
  type AnswerResult,
  type Questionnaire,
  type RiskProfile,
} from '@app/contract/interactive';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { insertMembers } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let teacher: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  teacher = await loginAs(t, 'teacher');
});
afterAll(async () => {
  await t.close();
});

/** Picks the option at `index` of every question (0 = A). */
const answerAll = (q: Questionnaire, index: (qi: number) => number) =>
  Object.fromEntries(
    q.questions.map((question, qi) => [String(question.id), question.options[index(qi)]?.key ?? 'A']),
  );

describe('risk assessment', () => {
  it('scores the answers into a level, stores it on the member, and allows a retake', async () => {
    const [m] = await insertMembers(t, 1, { prefix: 'risk' });
    const token = m?.token ?? '';
    expect((await api.get(Api.riskProfile, { token })).data).toBeNull();
    const risk = (await api.get<Questionnaire>(Api.questionnaireRisk)).data as Questionnaire;
    expect(risk.kind).toBe('risk');
    expect(risk.questions.length).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(risk)).not.toContain('score"');

    const cautious = await api.post<AnswerResult>(
      Api.questionnaireAnswer,
      { id: risk.id, answers: answerAll(risk, () => 0) },
      { token },
    );
    expect(cautious.code, cautious.msg).toBe(200);
    expect(cautious.data?.profile).toMatchObject({ level: 'C1', title: '保守型' });
    const stored = (await api.get<RiskProfile>(Api.riskProfile, { token })).data;
    expect(stored?.level).toBe('C1');
    expect(new Date(stored?.expiresAt ?? 0).getTime() - new Date(stored?.assessedAt ?? 0).getTime()).toBe(
      RISK_VALID_MS,
    );

    t.clock.advance(86_400_000);
    const bold = await api.post<AnswerResult>(
      Api.questionnaireAnswer,
      { id: risk.id, answers: answerAll(risk, (qi) => (risk.questions[qi]?.options.length === 4 ? 3 : 0)) },
      { token },
    );
    expect(bold.data?.profile?.level).toMatch(/C[45]/);
    expect((await api.get<RiskProfile>(Api.riskProfile, { token })).data?.level).toBe(
      bold.data?.profile?.level,
    );
  });

  it('refuses missing or invalid choices and visitors', async () => {
    const [m] = await insertMembers(t, 1, { prefix: 'risk_bad' });
    const risk = (await api.get<Questionnaire>(Api.questionnaireRisk)).data as Questionnaire;
    const some = answerAll(risk, () => 0);
    const first = Object.keys(some)[0] ?? '1';
    const missing = { ...some };
    delete missing[first];
    const bad = await api.post(
      Api.questionnaireAnswer,
      { id: risk.id, answers: missing },
      { token: m?.token ?? '' },
    );
    expect(bad).toMatchObject({ code: 400, msg: InteractiveMsg.quizInvalidChoice });
    const unknown = await api.post(
      Api.questionnaireAnswer,
      { id: risk.id, answers: { ...some, [first]: 'K' } },
      { token: m?.token ?? '' },
    );
    expect(unknown.msg).toBe(InteractiveMsg.quizInvalidChoice);
    expect(
      (
        await api.post(
          Api.questionnaireAnswer,
          { id: risk.id, answers: { [first]: 'Z' } },
          { token: m?.token ?? '' },
        )
      ).code,
    ).toBe(400);
    expect((await api.post(Api.questionnaireAnswer, { id: risk.id, answers: some })).code).toBe(401);
  });
});

describe('room quizzes', () => {
  const quiz = {
    liveId: 1,
    title: '涨跌停小测验',
    questions: [
      { title: '主板股票的日涨跌幅限制是？', options: ['5%', '10%', '20%'], correct: 1, score: 50 },
      { title: '创业板股票的日涨跌幅限制是？', options: ['10%', '20%', '30%'], correct: 1, score: 50 },
    ],
  };

  it('a teacher posts a quiz card; a member answers once and sees the score', async () => {
    const posted = await api.post<{ id: number }>(Api.quizPost, quiz, { token: teacher.token });
    expect(posted.code, posted.msg).toBe(200);
    const id = posted.data?.id ?? 0;
    const list = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=5`);
    expect(list.rows?.find((r) => r.tplRefId === id)?.tplId).toBe(TplKind.quiz);

    const [m] = await insertMembers(t, 1, { prefix: 'quiz' });
    const token = m?.token ?? '';
    const shown = (await api.get<Questionnaire>(`${Api.questionnaireInfo}/${id}`, { token })).data;
    expect(shown).toMatchObject({ kind: 'quiz', maxScore: 100, answer: null });
    const answered = await api.post<AnswerResult>(
      Api.questionnaireAnswer,
      { id, answers: { '1': 'B', '2': 'A' } },
      { token },
    );
    expect(answered.data).toMatchObject({ score: 50, maxScore: 100, profile: null });
    const twice = await api.post(Api.questionnaireAnswer, { id, answers: { '1': 'B', '2': 'B' } }, { token });
    expect(twice).toMatchObject({ code: 409, msg: InteractiveMsg.quizAnswered });
    const after = (await api.get<Questionnaire>(`${Api.questionnaireInfo}/${id}`, { token })).data;
    expect(after?.answer).toMatchObject({ score: 50, correct: { '1': 'B', '2': 'B' } });
  });

  it('a visitor (the template/authorized page) reads a quiz without its answers and must log in to answer', async () => {
    const posted = await api.post<{ id: number }>(Api.quizPost, quiz, { token: teacher.token });
    const id = posted.data?.id ?? 0;
    const shown = await api.get<Questionnaire>(`${Api.questionnaireInfo}/${id}`);
    expect(shown.code).toBe(200);
    expect(shown.data).toMatchObject({ kind: 'quiz', title: quiz.title, answer: null });
    expect(shown.data?.questions.map((q) => q.title)).toEqual(quiz.questions.map((q) => q.title));
    expect(JSON.stringify(shown.data)).not.toContain('correct');
    expect((await api.post(Api.questionnaireAnswer, { id, answers: { '1': 'B', '2': 'B' } })).code).toBe(401);
  });

  it('refuses quizzes from members and from teachers of other rooms', async () => {
    const [m] = await insertMembers(t, 1, { prefix: 'quiz_m' });
    expect((await api.post(Api.quizPost, quiz, { token: m?.token ?? '' })).msg).toBe(
      InteractiveMsg.quizTeacherOnly,
    );
    const bad = { ...quiz, questions: [{ title: 'x', options: ['a', 'b'], correct: 5, score: 1 }] };
    expect((await api.post(Api.quizPost, bad, { token: teacher.token })).code).toBe(400);
  });
});
