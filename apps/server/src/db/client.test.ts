import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, PGLITE_SHARED_BUFFERS } from './client';

describe('the embedded database on a data directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-client-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created on first open, keeps what was written when opened again, and runs with the small buffer pool', async () => {
    const first = await openPglite({ dataDir });
    await first.db.execute(sql`create table kept (id int primary key, note text)`);
    await first.db.execute(sql`insert into kept values (1, '第一次打开')`);
    await first.close();

    const again = await openPglite({ dataDir });
    try {
      // Both engines answer `execute` with `{ rows }`; the shared Database type does not say so.
      const rowsOf = async (query: ReturnType<typeof sql>) =>
        ((await again.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(await rowsOf(sql`select note from kept where id = 1`)).toEqual([{ note: '第一次打开' }]);
      expect(await rowsOf(sql`show shared_buffers`)).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
