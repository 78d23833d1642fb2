// The assistant's retrieval against its evaluation set (modules/ai/eval): builds the index on a fresh embedded
// database with the seed, asks every question as a visitor and prints precision at 1 and the share answered
// "not found" on covered questions, and the share of off-topic questions answered "not found".
// Run: npm run eval:ai (EVAL_VERBOSE=1 lists every miss).
import { openPglite } from '../src/db/client';
import { createManualClock } from '../src/lib/clock';
import { visitor } from '../src/lib/viewer';
import { createAiIndex } from '../src/modules/ai/ai-index';
import { createAiRepository } from '../src/modules/ai/ai.repository';
import { createAiRetrieval } from '../src/modules/ai/ai-retrieval';
import { EVAL_QUESTIONS } from '../src/modules/ai/eval/questions';
import { seedDemo } from '../src/seed/seed-demo';

const verbose = process.env.EVAL_VERBOSE === '1';
const database = await openPglite();
await database.migrate();
const clock = createManualClock();
await seedDemo(database.db, clock, { marketSeed: 'eval' });
const repo = createAiRepository(database.db);
const index = createAiIndex({ db: database.db, repo, clock, maxAgeMs: 60_000 });
const retrieval = createAiRetrieval({ repo, index });
await index.refresh();

const covered = EVAL_QUESTIONS.filter((q) => q.expect !== null);
const offTopic = EVAL_QUESTIONS.filter((q) => q.expect === null);
let hits = 0;
let notFound = 0;
let offTopicNotFound = 0;
for (const { question, expect } of EVAL_QUESTIONS) {
  const { citations } = await retrieval.retrieve(question, visitor);
  const first = citations[0];
  if (expect === null) {
    if (!first) offTopicNotFound += 1;
    else if (verbose) console.log(`off-topic quoted: ${question} → ${first.kind} ${first.title}`);
    continue;
  }
  if (!first) notFound += 1;
  if (first?.kind === 'wiki' && first.title === expect) hits += 1;
  else if (verbose)
    console.log(`miss: ${question} → ${first ? `${first.kind} ${first.title}` : '(not found)'}`);
}
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
console.log(`questions the content covers: ${covered.length}`);
console.log(`  precision at 1:          ${(hits / covered.length).toFixed(2)} (${hits}/${covered.length})`);
console.log(`  answered "not found":    ${pct(notFound, covered.length)} (${notFound}/${covered.length})`);
console.log(`off-topic questions: ${offTopic.length}`);
console.log(
  `  answered "not found":    ${pct(offTopicNotFound, offTopic.length)} (${offTopicNotFound}/${offTopic.length})`,
);
await database.close();
