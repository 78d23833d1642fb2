import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientVersions } from '../../db/schema/client-versions';

export function createClientVersionRepository(db: Database) {
  return {
    /** The newest version released for the platform by `at` (a scheduled release is not offered early). */
    async latest(platform: string, at: Date) {
      const [row] = await db
        .select()
        .from(clientVersions)
        .where(and(eq(clientVersions.platform, platform), lte(clientVersions.releasedAt, at)))
        .orderBy(desc(clientVersions.releasedAt), desc(clientVersions.id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type ClientVersionRepository = ReturnType<typeof createClientVersionRepository>;
