import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** One query-builder type for both engines: the SQL is the same PostgreSQL either way. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps the database in memory. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<DatabaseHandle> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPostgres(
  connectionString: string,
  options: { max?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    // Instances starting together would race on the same CREATE TABLEs; one migrates, the others wait.
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query(`select pg_advisory_lock(hashtext('app:migrate'))`);
        await migratePg(drizzlePg(connection), { migrationsFolder });
      } finally {
        await connection.query(`select pg_advisory_unlock(hashtext('app:migrate'))`).catch(() => undefined);
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
