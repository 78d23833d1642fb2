import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../config';

/** One query-builder type for both engines: the SQL is the same PostgreSQL either way. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Found from the server's folder, not this file's: the built server (dist/server.mjs) runs this code too. */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/**
 * PostgreSQL's default 128MB buffer pool lives inside PGlite's WASM memory, which never shrinks: once the pool
 * has filled, it is 128MB of resident memory for good. The embedded database's pages are read through the
 * operating system's file cache anyway, so a small pool costs a read call on a miss, not a disk seek
 * (decision 042).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const pgliteStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * PGlite creates a new data directory (initdb) in a second WASM instance of several hundred MB, which stays in
 * the process long after (a worker thread gives back only part of it). A short-lived child process runs it
 * instead: everything it used goes back to the system when it exits.
 */
const initdbSource = `
const { PGlite } = await import(process.env.PGLITE_MODULE);
const client = await PGlite.create({
  dataDir: process.env.PGLITE_DATA_DIR,
  startParams: JSON.parse(process.env.PGLITE_START_PARAMS),
});
await client.close();
`;

function createDataDirInChild(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', initdbSource], {
      env: {
        ...process.env,
        PGLITE_MODULE: import.meta.resolve('@electric-sql/pglite'),
        PGLITE_DATA_DIR: dataDir,
        PGLITE_START_PARAMS: JSON.stringify(pgliteStartParams),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`creating the embedded database in ${dataDir} failed (${signal ?? `exit ${code}`})`),
          ),
    );
  });
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps the database in memory. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<DatabaseHandle> {
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    if (!options.loadDataDir && !existsSync(path.join(options.dataDir, 'PG_VERSION')))
      await createDataDirInChild(options.dataDir);
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: pgliteStartParams,
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
