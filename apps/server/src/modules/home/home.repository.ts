import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';

export const HOME_SETTINGS_KEY = 'home';

export function createSettingsRepository(db: Database) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key))
        .limit(1);
      return row ? row.value : null;
    },
    async put(key: string, value: unknown, at: Date): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key, value, updatedAt: at })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
