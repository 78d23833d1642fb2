import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/app-settings';
import { navLinks } from '../db/schema/nav-links';
import type { Clock } from '../lib/clock';
import { seedHomeMenu } from './data/navigation';

export const MENU_SEED_MARKER = 'seed:menu:4';

/**
 * The home menu, in one place. Earlier seeds wrote a shorter menu into databases that already exist;
 * this block (its own marker, bumped when the menu changes) replaces the seeded home menu with today's.
 */
export async function seedMenu(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${MENU_SEED_MARKER}))`);
    const marker = await tx.select().from(appSettings).where(eq(appSettings.key, MENU_SEED_MARKER)).limit(1);
    if (marker.length > 0) return { seeded: false };
    const now = clock.now();
    await tx.delete(navLinks).where(eq(navLinks.categoryCode, 'home'));
    await tx.insert(navLinks).values(
      seedHomeMenu.map((link, i) => ({
        title: link.title,
        link: link.link,
        icon: link.icon,
        iconActive: link.icon,
        categoryCode: 'home',
        permission: link.permission,
        permissionMsg: 'permissionMsg' in link ? link.permissionMsg : null,
        noPermissionLink: 'noPermissionLink' in link ? link.noPermissionLink : null,
        sort: i + 1,
        createdAt: now,
      })),
    );
    await tx
      .insert(appSettings)
      .values({ key: MENU_SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}
