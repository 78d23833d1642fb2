import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerPart } from '../../src/providers/ai/ai-provider';
import { AiProviderError } from '../../src/providers/ai/ai-provider';
import { createOllamaEmbedder } from '../../src/providers/ai/embedder';
import { createOllamaAiProvider } from '../../src/providers/ai/ollama-ai-provider';
import {
  chunkLine,
  doneLine,
  modelNotFound,
  startFakeOllama,
  until,
  writeSlowly,
  type FakeOllama,
} from '../helpers/fake-ollama';

let fake: FakeOllama;
beforeAll(async () => {
  fake = await startFakeOllama();
});
afterAll(async () => {
  await fake.close();
});

async function collect(parts: AsyncIterable<AnswerPart>, onText?: (text: string) => void) {
  const out: AnswerPart[] = [];
  for await (const part of parts) {
    out.push(part);
    if (part.type === 'text') onText?.(part.text);
  }
  return out;
}

const ask = (signal = new AbortController().signal, totalTimeoutMs?: number, url = fake.url) =>
  createOllamaAiProvider({
    url,
    model: 'qwen-test',
    ...(totalTimeoutMs ? { totalTimeoutMs } : {}),
  }).answer({
    messages: [
      { role: 'system', content: '规则' },
      { role: 'user', content: '什么是市盈率' },
    ],
    question: '什么是市盈率',
    passages: [],
    signal,
  });

describe('Ollama provider (/api/chat NDJSON)', () => {
  it('joins lines split across packets, even inside a character, and keeps done_reason and token counts', async () => {
    const whole = Buffer.from(
      chunkLine('市盈率') + chunkLine('是股价') + chunkLine('除以每股收益。') + doneLine('stop', 31, 9),
    );
    // Cut every 7 bytes: most cuts land mid-line and many mid-character (Chinese is 3 bytes in UTF-8).
    const packets: Buffer[] = [];
    for (let i = 0; i < whole.length; i += 7) packets.push(whole.subarray(i, i + 7));
    fake.answerWith(async (res) => {
      await writeSlowly(res, packets, 1);
      res.end();
    });
    const parts = await collect(ask());
    expect(
      parts
        .filter((p) => p.type === 'text')
        .map((p) => (p as { text: string }).text)
        .join(''),
    ).toBe('市盈率是股价除以每股收益。');
    expect(parts.at(-1)).toEqual({ type: 'end', doneReason: 'stop', promptTokens: 31, completionTokens: 9 });
    const sent = fake.requests.at(-1)?.body;
    expect(sent?.model).toBe('qwen-test');
    expect(sent?.stream).toBe(true);
    expect(sent?.messages?.[0]).toEqual({ role: 'system', content: '规则' });
  });

  it('reports a length end as such', async () => {
    fake.answerWith((res) => {
      res.end(chunkLine('很长的回答') + doneLine('length'));
    });
    const parts = await collect(ask());
    expect(parts.at(-1)).toMatchObject({ type: 'end', doneReason: 'length' });
  });

  it('fails on an error line after HTTP 200, keeping what came before', async () => {
    fake.answerWith((res) => {
      res.end(
        chunkLine('前半句') + `${JSON.stringify({ error: 'model runner has unexpectedly stopped' })}\n`,
      );
    });
    const texts: string[] = [];
    await expect(collect(ask(), (t) => texts.push(t))).rejects.toMatchObject({
      failure: 'failed',
      message: 'model runner has unexpectedly stopped',
    });
    expect(texts).toEqual(['前半句']);
  });

  it('fails when the stream ends without a done line', async () => {
    fake.answerWith((res) => {
      res.end(chunkLine('半截'));
    });
    await expect(collect(ask())).rejects.toBeInstanceOf(AiProviderError);
  });

  it('closes the connection to Ollama within a second of the member stopping', async () => {
    fake.answerWith(async (res) => {
      await writeSlowly(
        res,
        Array.from({ length: 200 }, (_, i) => chunkLine(`第${i}段`)),
        20,
      );
      res.end(doneLine());
    });
    const stop = new AbortController();
    let stoppedAt = 0;
    const parts = await collect(ask(stop.signal), () => {
      if (!stop.signal.aborted) {
        stoppedAt = Date.now();
        stop.abort();
      }
    });
    // Stopping is not a failure: the answer just ends, without an end part.
    expect(parts.every((p) => p.type === 'text')).toBe(true);
    const upstream = fake.requests.at(-1);
    await until(() => upstream?.closedAt !== null, 2000);
    expect(upstream?.aborted).toBe(true);
    expect((upstream?.closedAt ?? Infinity) - stoppedAt).toBeLessThan(1000);
  });

  it('gives up at the total budget on a model that never answers, and closes the connection', async () => {
    fake.answerWith(() => undefined); // headers sent, then silence
    await expect(collect(ask(undefined, 300))).rejects.toMatchObject({ failure: 'timeout' });
    const upstream = fake.requests.at(-1);
    await until(() => upstream?.aborted === true, 2000);
  });

  it('says the model is unreachable when nothing listens', async () => {
    const provider = createOllamaAiProvider({ url: 'http://127.0.0.1:9', model: 'x' });
    await expect(
      collect(
        provider.answer({ messages: [], question: '', passages: [], signal: new AbortController().signal }),
      ),
    ).rejects.toMatchObject({ failure: 'unreachable' });
  });

  it('says which model is missing when Ollama answers 404 model not found', async () => {
    fake.answerWith((res) => modelNotFound(res, 'qwen-test'));
    await expect(collect(ask())).rejects.toMatchObject({
      failure: 'model-missing',
      model: 'qwen-test',
    });
  });

  it('keeps a path prefix of OLLAMA_URL (Ollama behind a proxy at /ollama) for chat and embeddings', async () => {
    fake.answerWith((res) => {
      res.end(chunkLine('好') + doneLine());
    });
    await collect(ask(undefined, undefined, `${fake.url}/ollama/`));
    expect(fake.requests.at(-1)?.path).toBe('/ollama/api/chat');

    fake.answerWith((res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ embeddings: [[0.1, 0.2]] }));
    });
    const embedder = createOllamaEmbedder({ url: `${fake.url}/ollama`, model: 'bge-m3' });
    expect(await embedder.embed(['市盈率'])).toEqual([[0.1, 0.2]]);
    expect(fake.requests.at(-1)?.path).toBe('/ollama/api/embed');
  });
});
