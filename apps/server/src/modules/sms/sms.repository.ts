import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsCodes, type SmsCodeRow } from '../../db/schema/sms-codes';

export interface SmsRepository {
  withMobileLock<T>(mobile: string, work: (repo: SmsRepository) => Promise<T>): Promise<T>;
  latestSentAt(mobile: string): Promise<Date | null>;
  countSentSince(mobile: string, since: Date): Promise<number>;
  retireOpenCodes(mobile: string, purpose: string, at: Date): Promise<void>;
  insert(values: typeof smsCodes.$inferInsert): Promise<SmsCodeRow>;
  remove(id: number): Promise<void>;
  latestOpenCode(mobile: string, purpose: string): Promise<SmsCodeRow | null>;
  addAttempt(id: number, maxAttempts: number): Promise<void>;
  consume(id: number, maxAttempts: number, at: Date): Promise<boolean>;
}

export function createSmsRepository(db: Database): SmsRepository {
  return {
    /** Runs `work` while holding a per-mobile lock, so two concurrent sends cannot both pass the limits. */
    withMobileLock<T>(mobile: string, work: (repo: SmsRepository) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
        return work(createSmsRepository(tx));
      });
    },

    async latestSentAt(mobile: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        .where(eq(smsCodes.mobile, mobile))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async countSentSince(mobile: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    /** A new code replaces any earlier unused code for the same purpose. */
    async retireOpenCodes(mobile: string, purpose: string, at: Date): Promise<void> {
      await db
        .update(smsCodes)
        .set({ consumedAt: at })
        .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)));
    },

    async insert(values: typeof smsCodes.$inferInsert): Promise<SmsCodeRow> {
      const [row] = await db.insert(smsCodes).values(values).returning();
      if (!row) throw new Error('insert into sms_codes returned no row');
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },

    async latestOpenCode(mobile: string, purpose: string): Promise<SmsCodeRow | null> {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)))
        .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong guess unless the code is already used up. */
    async addAttempt(id: number, maxAttempts: number): Promise<void> {
      await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxAttempts)));
    },

    /** Marks the code used; false when someone else used (or burned) it first. */
    async consume(id: number, maxAttempts: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: at })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, maxAttempts)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
  };
}
