import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AiApi,
  AiText,
  type AiConversation,
  type AiConversationSummary,
  type AiInfo,
} from '@app/contract/ai';
import { defaultAiConfig } from '../../src/config';
import { registerMember } from '../helpers/accounts';
import { answerText, askOverHttp } from '../helpers/ai-stream';
import {
  chunkLine,
  doneLine,
  modelNotFound,
  startFakeOllama,
  until,
  writeSlowly,
  type FakeOllama,
} from '../helpers/fake-ollama';
import { grantModule, revokeModules } from '../helpers/content';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let fake: FakeOllama;
let base = '';
let api: ReturnType<typeof client>;

beforeAll(async () => {
  fake = await startFakeOllama();
  t = await createTestApp({
    config: { ai: { ...defaultAiConfig, ollamaUrl: fake.url, ollamaModel: 'qwen-test', pieceDelayMs: 0 } },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const member = async () => (await registerMember(t)).login;
const conversationOf = (token: string, id: number) =>
  api.get<AiConversation>(`${AiApi.conversation}/${id}`, { token });

describe('answers from Ollama through our server', () => {
  it('streams the model’s pieces to the member as they come, grounded in our content and rules', async () => {
    fake.answerWith(async (res) => {
      await writeSlowly(res, [chunkLine('市盈率'), chunkLine('是股价除以'), chunkLine('每股收益 [1]。')], 30);
      res.end(doneLine('stop', 120, 12));
    });
    const { token } = await member();
    const info = await api.get<AiInfo>(AiApi.info);
    expect(info.data).toMatchObject({ mode: 'ollama', name: 'qwen-test' });

    const { events, packets } = await askOverHttp(base, token, { content: '什么是市盈率？' });
    expect(packets).toBeGreaterThan(2); // pieces arrived separately, not as one buffered body
    expect(events[0]).toMatchObject({ type: 'start', mode: 'ollama', model: 'qwen-test' });
    expect(answerText(events)).toBe(`市盈率是股价除以每股收益 [1]。\n\n---\n\n*${AiText.notice}*`);
    expect(events.at(-1)).toEqual({ type: 'done', status: 'done', promptTokens: 120, completionTokens: 12 });

    const sent = fake.requests.at(-1)?.body;
    const system = sent?.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('不推荐任何具体的股票');
    expect(system?.content).toContain('/pages/'); // passages of our content with their links
    expect(sent?.messages?.at(-1)).toEqual({ role: 'user', content: '什么是市盈率？' });
  });

  it('sends the conversation so far with a follow-up, without the notices', async () => {
    fake.answerWith((res) => {
      res.end(chunkLine('好的。') + doneLine());
    });
    const { token } = await member();
    const first = await askOverHttp(base, token, { content: '什么是市净率？' });
    const start = first.events[0];
    if (start?.type !== 'start') throw new Error('no start');
    await askOverHttp(base, token, { conversationId: start.conversationId, content: '和市盈率有什么区别？' });
    const turns = fake.requests.at(-1)?.body.messages?.slice(1);
    expect(turns).toEqual([
      { role: 'user', content: '什么是市净率？' },
      { role: 'assistant', content: '好的。' },
      { role: 'user', content: '和市盈率有什么区别？' },
    ]);
  });

  it('a model’s verbatim quote of a paid passage is locked, for the member and the model, once the module is gone', async () => {
    // The model quotes, word for word, the sentence of the paid article it was given.
    fake.answerWith((res, request) => {
      const given = request.body.messages?.[0]?.content ?? '';
      const sentence = /[^。\n]*电力设备[^。\n]*。/.exec(given)?.[0] ?? '（没有收到付费段落）';
      res.end(chunkLine(`资金面上看：\n\n${sentence}\n\n这说明机构在调仓。`) + doneLine());
    });
    const { token, memberId } = await member();
    await grantModule(t, memberId, 'vip_news');
    const first = await askOverHttp(base, token, { content: '北向资金连续三周净流入，集中在哪些板块？' });
    const start = first.events[0];
    if (start?.type !== 'start') throw new Error('no start');
    expect(answerText(first.events)).toContain('电力设备');

    await revokeModules(t, memberId);
    const reopened = (await conversationOf(token, start.conversationId)).data as AiConversation;
    expect(JSON.stringify(reopened)).not.toContain('电力设备');
    expect(reopened.messages[1]?.content).toContain(AiText.lockedHint);
    expect(reopened.messages[1]?.content).toContain('这说明机构在调仓。');

    // Nor does the model read it again with a follow-up.
    fake.answerWith((res) => {
      res.end(chunkLine('好的。') + doneLine());
    });
    await askOverHttp(base, token, { conversationId: start.conversationId, content: '那银行板块呢？' });
    const turns = fake.requests.at(-1)?.body.messages?.slice(1) ?? [];
    expect(turns).toHaveLength(3);
    expect(JSON.stringify(turns)).not.toContain('电力设备');
  });

  it('stops the model within a second when the member stops, and keeps the partial answer', async () => {
    fake.answerWith(async (res) => {
      await writeSlowly(
        res,
        Array.from({ length: 300 }, (_, i) => chunkLine(`第${i}句。`)),
        20,
      );
      res.end(doneLine());
    });
    const { token } = await member();
    const stop = new AbortController();
    let stoppedAt = 0;
    let conversationId = 0;
    await askOverHttp(
      base,
      token,
      { content: '讲讲均线' },
      {
        signal: stop.signal,
        onEvent(event, all) {
          if (event.type === 'start') conversationId = event.conversationId;
          if (all.filter((e) => e.type === 'delta').length === 5 && !stop.signal.aborted) {
            stoppedAt = Date.now();
            stop.abort();
          }
        },
      },
    );
    const upstream = fake.requests.at(-1);
    await until(() => upstream?.closedAt !== null, 2000);
    expect(upstream?.aborted).toBe(true);
    expect((upstream?.closedAt ?? Infinity) - stoppedAt).toBeLessThan(1000);

    let answer: AiConversation['messages'][number] | undefined;
    for (let i = 0; i < 100 && answer?.status !== 'stopped'; i += 1) {
      answer = (await conversationOf(token, conversationId)).data?.messages[1];
      if (answer?.status !== 'stopped') await new Promise((r) => setTimeout(r, 20));
    }
    expect(answer?.status).toBe('stopped');
    expect(answer?.content).toMatch(/^第0句。第1句。/);
    expect(answer?.content).toContain(AiText.notice);
  });

  it('says so when the model fails mid-answer, keeping what it wrote', async () => {
    fake.answerWith((res) => {
      res.end(chunkLine('先说结论，') + `${JSON.stringify({ error: 'out of memory' })}\n`);
    });
    const { token } = await member();
    const { events } = await askOverHttp(base, token, { content: '什么是久期？' });
    expect(events.at(-1)).toEqual({ type: 'error', msg: AiText.modelFailed });
    const start = events[0];
    if (start?.type !== 'start') throw new Error('no start');
    const stored = (await conversationOf(token, start.conversationId)).data?.messages[1];
    expect(stored).toMatchObject({ status: 'error', content: '先说结论，' });
  });

  it('cuts an answer that turns into a buy call on a specific stock', async () => {
    fake.answerWith(async (res) => {
      await writeSlowly(
        res,
        [chunkLine('综合来看，建议逢低买入 '), chunkLine('600519，'), chunkLine('目标价 2000 元。')],
        20,
      );
      await writeSlowly(
        res,
        Array.from({ length: 100 }, () => chunkLine('更多内容')),
        20,
      );
      res.end(doneLine());
    });
    const { token } = await member();
    const { events } = await askOverHttp(base, token, { content: '白酒行业的估值方法' });
    expect(answerText(events)).toContain(AiText.policyStop);
    expect(answerText(events)).not.toContain('更多内容');
    expect(events.at(-1)).toMatchObject({ type: 'done', status: 'policy' });
    await until(() => fake.requests.at(-1)?.aborted === true, 2000);
  });
});

describe('a model that cannot be reached', () => {
  it('answers with a clear message and leaves no conversation behind (the question stays with the member)', async () => {
    const down = await createTestApp({
      shareDatabaseWith: t,
      config: {
        ai: { ...defaultAiConfig, ollamaUrl: 'http://127.0.0.1:9', ollamaModel: 'x', pieceDelayMs: 0 },
      },
    });
    try {
      const url = await down.app.listen({ port: 0, host: '127.0.0.1' });
      const { login } = await registerMember(down);
      const { events } = await askOverHttp(url, login.token, { content: '什么是可转债？' });
      expect(events.at(-1)).toEqual({ type: 'error', msg: AiText.modelUnreachable });
      const list = await client(down.app).get<AiConversationSummary[]>(AiApi.conversations, {
        token: login.token,
      });
      expect(list.total).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe('a model that Ollama does not have', () => {
  it('tells the member which model is missing and the operator how to fetch it', async () => {
    const lines: string[] = [];
    const missing = await createTestApp({
      shareDatabaseWith: t,
      logStream: { write: (line) => void lines.push(line) },
      logLevel: 'warn',
      config: {
        ai: { ...defaultAiConfig, ollamaUrl: fake.url, ollamaModel: 'qwen-missing', pieceDelayMs: 0 },
      },
    });
    fake.answerWith((res) => modelNotFound(res, 'qwen-missing'));
    try {
      const url = await missing.app.listen({ port: 0, host: '127.0.0.1' });
      const { login } = await registerMember(missing);
      const { events } = await askOverHttp(url, login.token, { content: '什么是可转债？' });
      expect(events.at(-1)).toEqual({ type: 'error', msg: AiText.modelMissing('qwen-missing') });
      expect(lines.join('')).toContain('ollama pull qwen-missing');
    } finally {
      await missing.close();
    }
  });
});
