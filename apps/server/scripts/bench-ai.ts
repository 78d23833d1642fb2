// AI assistant figures (issue 13): time to the first streamed piece and answer throughput through our server
// versus calling a loopback fake Ollama directly (the overhead in ms), and retrieval latency over the seeded
// content (index build, then searches). Run: npm run bench:ai
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { AiApi, AI_SUGGESTIONS } from '@app/contract/ai';
import { defaultAiConfig } from '../src/config';
import { aiPassages } from '../src/db/schema/ai';
import { createManualClock } from '../src/lib/clock';
import { visitor } from '../src/lib/viewer';
import { createAiIndex } from '../src/modules/ai/ai-index';
import { createAiRetrieval } from '../src/modules/ai/ai-retrieval';
import { createAiRepository } from '../src/modules/ai/ai.repository';
import { registerMember } from '../test/helpers/accounts';
import { chunkLine, doneLine, startFakeOllama } from '../test/helpers/fake-ollama';
import { createTestApp } from '../test/helpers/test-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PIECES = Number(process.env.BENCH_PIECES ?? 400);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

/** Reads an NDJSON answer: ms to the first text piece, ms to the end, pieces seen. */
async function timeStream(url: string, init: RequestInit, isPiece: (line: string) => boolean) {
  const started = performance.now();
  const response = await fetch(url, init);
  let first = 0;
  let pieces = 0;
  let buffered = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (isPiece(line)) {
        pieces += 1;
        if (!first) first = performance.now() - started;
      }
      end = buffered.indexOf('\n');
    }
  }
  return { first, total: performance.now() - started, pieces };
}

const fake = await startFakeOllama();
const answer = Array.from({ length: PIECES }, (_, i) => chunkLine(`第${i}段`)).join('') + doneLine();
fake.answerWith((res) => {
  res.end(answer);
});
const t = await createTestApp({
  rateLimitFactor: 1_000_000,
  config: { ai: { ...defaultAiConfig, ollamaUrl: fake.url, ollamaModel: 'bench' } },
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const { login } = await registerMember(t);

const direct = { first: [] as number[], total: [] as number[] };
const ours = { first: [] as number[], total: [] as number[] };
for (let i = 0; i < RUNS + 3; i += 1) {
  const d = await timeStream(
    `${fake.url}/api/chat`,
    { method: 'POST', body: JSON.stringify({ model: 'bench', messages: [], stream: true }) },
    (line) => line.includes('"done":false'),
  );
  const o = await timeStream(
    `${base}${AiApi.chat}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ content: `什么是市盈率 ${i}` }),
    },
    (line) => line.startsWith('{"type":"delta"'),
  );
  if (i < 3) continue; // warm-up
  direct.first.push(d.first);
  direct.total.push(d.total);
  ours.first.push(o.first);
  ours.total.push(o.total);
}
const rate = (ms: number) => Math.round((PIECES / ms) * 1000);
console.log(`Answer of ${PIECES} pieces, ${RUNS} runs (median):`);
console.log(
  `  direct to fake Ollama: first piece ${median(direct.first).toFixed(1)} ms, all ${median(direct.total).toFixed(1)} ms (${rate(median(direct.total))} pieces/s)`,
);
console.log(
  `  through our server:    first piece ${median(ours.first).toFixed(1)} ms, all ${median(ours.total).toFixed(1)} ms (${rate(median(ours.total))} pieces/s)`,
);
console.log(
  `  overhead: first piece +${(median(ours.first) - median(direct.first)).toFixed(1)} ms (login, budget, retrieval, two inserts), whole answer +${(median(ours.total) - median(direct.total)).toFixed(1)} ms`,
);

// Retrieval over the seeded content: a full index build, then searches.
const repo = createAiRepository(t.db);
await t.db.delete(aiPassages);
const index = createAiIndex({ db: t.db, repo, clock: createManualClock(), maxAgeMs: 0 });
let started = performance.now();
const built = await index.refresh();
const buildMs = performance.now() - started;
started = performance.now();
await index.refresh();
const recheckMs = performance.now() - started;
const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(aiPassages);
// Searches measure retrieval alone: this index is fresh for the whole run (the re-check is timed above).
const fresh = createAiIndex({ db: t.db, repo, clock: createManualClock(), maxAgeMs: 3_600_000 });
await fresh.refresh();
const retrieval = createAiRetrieval({ repo, index: fresh });
started = performance.now();
// The first question loads the passages and builds the in-memory BM25 index.
await retrieval.retrieve('市盈率', visitor);
const loadMs = performance.now() - started;
const questions = [
  ...AI_SUGGESTIONS,
  '北向资金流入哪些板块',
  '可转债双低策略',
  '基金定投微笑曲线',
  '银行财报不良率',
  '均线金叉死叉',
];
const searches: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const q = questions[i % questions.length] ?? '';
  const s = performance.now();
  await retrieval.retrieve(q, visitor);
  searches.push(performance.now() - s);
}
console.log(`Retrieval on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`);
console.log(
  `  index build: ${built.indexed} sources → ${n} passages in ${buildMs.toFixed(0)} ms; unchanged re-check ${recheckMs.toFixed(0)} ms`,
);
console.log(`  search index (segmenting every passage, BM25): ${loadMs.toFixed(0)} ms`);
console.log(
  `  search: median ${median(searches).toFixed(2)} ms, p95 ${p95(searches).toFixed(2)} ms (200 searches)`,
);

await t.close();
await fake.close();
