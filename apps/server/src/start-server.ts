import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { systemClock } from './lib/clock';
import { seedDemo } from './seed/seed-demo';
import { seedWiki } from './seed/seed-wiki';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Base URL the server listens on, e.g. http://127.0.0.1:8080 (port 0 resolves to the real port). */
  url: string;
  /** Seconds spent migrating and seeding before the app was built (first start of an empty database). */
  seedSeconds: number;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds when configured and listens: what `server.ts` does, callable from
 * benchmarks and tools that want the real server in their own process.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config);
  const started = performance.now();
  await database.migrate();
  // The 投资百科 is the product's own reference text, not demo data: every deployment gets it once.
  await seedWiki(database.db, systemClock);
  if (config.seedDemo)
    await seedDemo(database.db, systemClock, {
      marketSeed: config.market.provider === 'simulated' ? config.market.seed : undefined,
    });
  const seedSeconds = (performance.now() - started) / 1000;
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind });
  const address = await app.listen({ port: config.port, host: config.host });
  return {
    app,
    database,
    url: address,
    seedSeconds,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
