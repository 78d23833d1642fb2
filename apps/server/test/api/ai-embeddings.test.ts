import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull, sql } from 'drizzle-orm';
import { defaultAiConfig } from '../../src/config';
import { aiPassages } from '../../src/db/schema/ai';
import { registerMember } from '../helpers/accounts';
import { answerText, askOverHttp } from '../helpers/ai-stream';
import { chunkLine, doneLine, startFakeOllama, type FakeOllama } from '../helpers/fake-ollama';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let fake: FakeOllama;
let base = '';
let embedFails = false;

/** A toy embedding: which of three topics a text is about. */
const topicVector = (text: string) =>
  text.includes('转债') ? [1, 0, 0] : text.includes('市盈率') ? [0, 1, 0] : [0, 0, 1];

beforeAll(async () => {
  fake = await startFakeOllama();
  fake.answerWith((res, request) => {
    if (request.path === '/api/embed') {
      if (embedFails) {
        res.statusCode = 500;
        res.end('{"error":"model not loaded"}');
        return;
      }
      const input = (request.body as { input: string[] }).input;
      res.end(JSON.stringify({ model: 'bge-test', embeddings: input.map(topicVector) }));
      return;
    }
    res.end(chunkLine('答案') + doneLine());
  });
  t = await createTestApp({
    config: {
      ai: {
        ...defaultAiConfig,
        ollamaUrl: fake.url,
        ollamaModel: 'qwen-test',
        ollamaEmbedModel: 'bge-test',
        pieceDelayMs: 0,
      },
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const embedCalls = () => fake.requests.filter((r) => r.path === '/api/embed');

describe('retrieval by meaning (OLLAMA_EMBED_MODEL)', () => {
  it('embeds the question and the matching passages once, and keeps the passages\u2019 vectors', async () => {
    const { token } = (await registerMember(t)).login;
    await askOverHttp(base, token, { content: '市盈率怎么看？' });
    const first = embedCalls();
    expect(first).toHaveLength(1);
    const input = (first[0]?.body as { model: string; input: string[] }).input;
    expect((first[0]?.body as { model: string }).model).toBe('bge-test');
    expect(input[0]).toBe('市盈率怎么看？');
    expect(input.length).toBeGreaterThan(1);
    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiPassages)
      .where(isNotNull(aiPassages.embedding));
    expect(stored?.n).toBe(input.length - 1);

    // The same question again: only the question is embedded; the passages keep their vectors.
    await askOverHttp(base, token, { content: '市盈率怎么看？' });
    expect((embedCalls()[1]?.body as { input: string[] }).input).toEqual(['市盈率怎么看？']);
  });

  it('still answers, by words alone, when the embedding model fails', async () => {
    embedFails = true;
    const { token } = (await registerMember(t)).login;
    const { events } = await askOverHttp(base, token, { content: '可转债是什么？' });
    expect(answerText(events)).toContain('答案');
    expect(events.at(-1)).toMatchObject({ type: 'done', status: 'done' });
    embedFails = false;
  });
});
