import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/** A member's like, collect or follow of something: a join table whose primary key is (key, member). */
export interface MembershipTable {
  table: PgTable;
  key: PgColumn;
  member: PgColumn;
  /** A counter kept on the parent row (e.g. news.likes), moved by ±1 in the same transaction. */
  counter?: { table: PgTable; id: PgColumn; column: PgColumn };
}

/** Toggle and look-up of one membership table, for the repository that owns it. */
export function createMembership(db: Database, spec: MembershipTable) {
  const of = (keyId: number, memberId: number) => and(eq(spec.key, keyId), eq(spec.member, memberId));

  return {
    /**
     * Flips the member's membership. Delete-then-insert in one transaction, so a double tap cannot count
     * twice: the primary key makes the insert a no-op when a concurrent one won.
     */
    async toggle(keyId: number, memberId: number): Promise<{ active: boolean; count: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(spec.table)
          .where(of(keyId, memberId))
          .returning({ one: sql`1` });
        let delta = -1;
        let active = false;
        if (removed.length === 0) {
          const added = rowsOf(
            await tx.execute(
              sql`insert into ${spec.table} (${sql.identifier(spec.key.name)}, ${sql.identifier(spec.member.name)})
                  values (${keyId}, ${memberId}) on conflict do nothing returning 1`,
            ),
          );
          delta = added.length > 0 ? 1 : 0;
          active = true;
        }
        const { counter } = spec;
        if (counter) {
          const [row] = rowsOf(
            await tx.execute(
              sql`update ${counter.table} set ${sql.identifier(counter.column.name)} = greatest(${counter.column} + ${delta}, 0)
                  where ${counter.id} = ${keyId} returning ${counter.column} as n`,
            ),
          ) as { n: number }[];
          return { active, count: Number(row?.n ?? 0) };
        }
        const [row] = await tx.select({ n: count() }).from(spec.table).where(eq(spec.key, keyId));
        return { active, count: Number(row?.n ?? 0) };
      });
    },

    /** Whether the member holds it (false for visitors). */
    async has(keyId: number, memberId: number | null): Promise<boolean> {
      if (memberId === null) return false;
      const rows = await db
        .select({ one: sql`1` })
        .from(spec.table)
        .where(of(keyId, memberId))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type Membership = ReturnType<typeof createMembership>;
