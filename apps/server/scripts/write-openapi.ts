/**
 * Writes the API's OpenAPI document (the one /docs serves) to a file, for `npm run lint:openapi` and for
 * generating clients: builds the app on an empty in-memory database, so it needs nothing running.
 * Usage: tsx apps/server/scripts/write-openapi.ts [out.json]  (default: openapi.json in the working folder)
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';

const out = path.resolve(process.argv[2] ?? 'openapi.json');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openapi-'));
const database = await openPglite();
try {
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    API_DOCS: 'false',
  });
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, logger: false });
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
