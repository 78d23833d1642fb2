import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accessLogs,
  accessModules,
  memberLevelModules,
  memberLevels,
  memberModules,
  type AccessModuleRow,
  type MemberLevelRow,
} from '../../db/schema/access';

export interface GrantRow {
  module: AccessModuleRow;
  expiresAt: Date | null;
}

export function createAccessRepository(db: Database) {
  return {
    async moduleById(id: number): Promise<AccessModuleRow | null> {
      const [row] = await db.select().from(accessModules).where(eq(accessModules.id, id)).limit(1);
      return row ?? null;
    },

    async allModules(): Promise<AccessModuleRow[]> {
      return db.select().from(accessModules).orderBy(asc(accessModules.sort), asc(accessModules.id));
    },

    /** Grants still valid at `now` (no expiry, or expiring later). */
    async activeGrants(memberId: number, now: Date): Promise<GrantRow[]> {
      const rows = await db
        .select({ module: accessModules, expiresAt: memberModules.expiresAt })
        .from(memberModules)
        .innerJoin(accessModules, eq(accessModules.id, memberModules.moduleId))
        .where(
          and(
            eq(memberModules.memberId, memberId),
            or(isNull(memberModules.expiresAt), gt(memberModules.expiresAt, now)),
          ),
        );
      return rows;
    },

    /** `executor`: the caller's transaction, when the grant must commit with other writes (an order's fulfilment). */
    async grant(
      memberId: number,
      moduleId: number,
      expiresAt: Date | null,
      executor: Pick<Database, 'insert'> = db,
    ): Promise<void> {
      await executor
        .insert(memberModules)
        .values({ memberId, moduleId, expiresAt })
        .onConflictDoUpdate({ target: [memberModules.memberId, memberModules.moduleId], set: { expiresAt } });
    },

    async revoke(memberId: number, moduleId: number): Promise<void> {
      await db
        .delete(memberModules)
        .where(and(eq(memberModules.memberId, memberId), eq(memberModules.moduleId, moduleId)));
    },

    async levelsWithModules(
      moduleIds: number[],
    ): Promise<{ level: MemberLevelRow; modules: AccessModuleRow[] }[]> {
      const related = await db
        .selectDistinct({ levelId: memberLevelModules.levelId })
        .from(memberLevelModules)
        .where(inArray(memberLevelModules.moduleId, moduleIds));
      const levelIds = related.map((r) => r.levelId);
      if (levelIds.length === 0) return [];
      const rows = await db
        .select({ level: memberLevels, module: accessModules })
        .from(memberLevels)
        .innerJoin(memberLevelModules, eq(memberLevelModules.levelId, memberLevels.id))
        .innerJoin(accessModules, eq(accessModules.id, memberLevelModules.moduleId))
        .where(inArray(memberLevels.id, levelIds))
        .orderBy(asc(memberLevels.sort), asc(memberLevels.id), asc(accessModules.sort));
      const byLevel = new Map<number, { level: MemberLevelRow; modules: AccessModuleRow[] }>();
      for (const row of rows) {
        const entry = byLevel.get(row.level.id) ?? { level: row.level, modules: [] };
        entry.modules.push(row.module);
        byLevel.set(row.level.id, entry);
      }
      return [...byLevel.values()];
    },

    async insertLog(values: typeof accessLogs.$inferInsert & { handle: string }): Promise<void> {
      await db.insert(accessLogs).values(values);
    },

    /**
     * Closes the record with this handle; a member's record only for that member, a visitor's only for a
     * visitor.
     */
    async closeLog(handle: string, memberId: number | null, endedAt: Date): Promise<boolean> {
      const owner = memberId === null ? isNull(accessLogs.memberId) : eq(accessLogs.memberId, memberId);
      const rows = await db
        .update(accessLogs)
        .set({ endedAt })
        .where(and(eq(accessLogs.handle, handle), owner))
        .returning({ id: accessLogs.id });
      return rows.length > 0;
    },
  };
}
export type AccessRepository = ReturnType<typeof createAccessRepository>;
