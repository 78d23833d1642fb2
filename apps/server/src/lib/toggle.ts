import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows of a raw statement; PGlite and node-postgres both answer with `rows`. */
const rowsOf = (result: unknown): unknown[] => (result as { rows?: unknown[] }).rows ?? [];

export interface ToggleSpec {
  /** Join table with (keyColumn, member_id) as its primary key. */
  table: string;
  keyColumn: string;
  /** Optional counter kept on the parent row (e.g. news.likes), moved by ±1 in the same transaction. */
  counter?: { table: string; column: string };
}

/**
 * Flips a member's like/collect/follow. Delete-then-insert in one transaction, so a double tap
 * cannot count twice: the primary key makes the insert a no-op when a concurrent one won.
 */
export async function toggleMembership(
  db: Database,
  spec: ToggleSpec,
  keyId: number,
  memberId: number,
): Promise<{ active: boolean; count: number }> {
  return db.transaction(async (tx) => {
    const table = sql.identifier(spec.table);
    const key = sql.identifier(spec.keyColumn);
    const removed = rowsOf(
      await tx.execute(
        sql`delete from ${table} where ${key} = ${keyId} and member_id = ${memberId} returning 1`,
      ),
    );
    let delta: number;
    let active: boolean;
    if (removed.length > 0) {
      delta = -1;
      active = false;
    } else {
      const added = rowsOf(
        await tx.execute(
          sql`insert into ${table} (${key}, member_id) values (${keyId}, ${memberId}) on conflict do nothing returning 1`,
        ),
      );
      delta = added.length > 0 ? 1 : 0;
      active = true;
    }
    if (spec.counter) {
      const parent = sql.identifier(spec.counter.table);
      const column = sql.identifier(spec.counter.column);
      const [row] = rowsOf(
        await tx.execute(
          sql`update ${parent} set ${column} = greatest(${column} + ${delta}, 0) where id = ${keyId} returning ${column} as n`,
        ),
      ) as { n: number }[];
      return { active, count: Number(row?.n ?? 0) };
    }
    const [row] = rowsOf(
      await tx.execute(sql`select count(*)::int as n from ${table} where ${key} = ${keyId}`),
    ) as { n: number }[];
    return { active, count: Number(row?.n ?? 0) };
  });
}

/** Whether the member has a row in a membership table (false for visitors). */
export async function hasMembership(
  db: Database,
  spec: Pick<ToggleSpec, 'table' | 'keyColumn'>,
  keyId: number,
  memberId: number | null,
): Promise<boolean> {
  if (memberId === null) return false;
  const rows = rowsOf(
    await db.execute(
      sql`select 1 from ${sql.identifier(spec.table)} where ${sql.identifier(spec.keyColumn)} = ${keyId} and member_id = ${memberId} limit 1`,
    ),
  );
  return rows.length > 0;
}
