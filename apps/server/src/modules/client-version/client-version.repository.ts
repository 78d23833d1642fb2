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

    /** The status of one version of a platform, or null when it is not known. */
    async statusOf(platform: string, sn: string): Promise<number | null> {
      const [row] = await db
        .select({ status: clientVersions.status })
        .from(clientVersions)
        .where(and(eq(clientVersions.platform, platform), eq(clientVersions.sn, sn)))
        .orderBy(desc(clientVersions.id))
        .limit(1);
      return row?.status ?? null;
    },
  };
}
export type ClientVersionRepository = ReturnType<typeof createClientVersionRepository>;
