import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';

export type Claim =
  { state: 'claimed' } | { state: 'done'; response: string } | { state: 'running' } | { state: 'mismatch' };

export function createIdempotencyRepository(db: Database) {
  const where = (scope: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  return {
    /** Claims the key for this request, or says what became of the request that claimed it first. */
    async claim(
      scope: string,
      key: string,
      fingerprint: string,
      now: Date,
      staleBefore: Date,
    ): Promise<Claim> {
      await db
        .delete(idempotencyKeys)
        .where(and(where(scope, key), lt(idempotencyKeys.createdAt, staleBefore)));
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { state: 'claimed' };
      const [row] = await db.select().from(idempotencyKeys).where(where(scope, key)).limit(1);
      if (!row) return this.claim(scope, key, fingerprint, now, staleBefore);
      if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
      return row.response === null ? { state: 'running' } : { state: 'done', response: row.response };
    },
    async complete(scope: string, key: string, response: string): Promise<void> {
      await db.update(idempotencyKeys).set({ response }).where(where(scope, key));
    },
    /** A refused or failed request leaves nothing behind: its retry runs for real. */
    async release(scope: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(where(scope, key));
    },
    async forgetOlderThan(cutoff: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
