import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessModules } from '../db/schema/access';
import { appSettings } from '../db/schema/app-settings';
import { goods, goodsModules, memberCoupons } from '../db/schema/commerce';
import { members } from '../db/schema/members';
import type { Clock } from '../lib/clock';
import { movePoints } from '../modules/commerce/wallet.repository';
import { seedCoupons, seedGoods, seedWelcomePoints } from './data/commerce';
import { demoMember } from './demo-accounts';

export const COMMERCE_SEED_MARKER = 'seed:commerce';
const DAY = 86_400_000;

/** Products that unlock the seeded paid modules, and the demo member's coupons and points (issue 10). */
export async function seedCommerce(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${COMMERCE_SEED_MARKER}))`);
    const marker = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, COMMERCE_SEED_MARKER))
      .limit(1);
    if (marker.length > 0) return { seeded: false };
    const now = clock.now();
    const modules = await tx.select({ id: accessModules.id, code: accessModules.code }).from(accessModules);
    const moduleId = (code: string) => modules.find((m) => m.code === code)?.id;

    const firstGoodsOf = new Map<number, number>();
    for (const [i, item] of seedGoods.entries()) {
      const { modules: codes, ...values } = item;
      const [row] = await tx
        .insert(goods)
        .values({ ...values, sort: i + 1 })
        .returning({ id: goods.id });
      if (!row) throw new Error('goods insert returned nothing');
      const ids = codes.map(moduleId).filter((id): id is number => id !== undefined);
      if (ids.length > 0)
        await tx.insert(goodsModules).values(ids.map((id) => ({ goodsId: row.id, moduleId: id })));
      for (const id of ids) if (!firstGoodsOf.has(id)) firstGoodsOf.set(id, row.id);
    }
    // Each module's product link (the 206 answer's goodsLink) points at the first product that sells it.
    for (const [id, goodsId] of firstGoodsOf)
      await tx.update(accessModules).set({ goodsId }).where(eq(accessModules.id, id));

    const [demo] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, demoMember.username));
    if (demo) {
      await tx.insert(memberCoupons).values(
        seedCoupons.map((c) => ({
          memberId: demo.id,
          title: c.title,
          kind: c.kind,
          amountFen: c.amountFen ?? 0,
          discountPercent: c.discountPercent ?? 100,
          thresholdFen: c.thresholdFen,
          startsAt: new Date(now.getTime() - c.startsDaysAgo * DAY),
          expiresAt: new Date(now.getTime() + c.expiresInDays * DAY),
        })),
      );
      await movePoints(tx, {
        memberId: demo.id,
        delta: seedWelcomePoints,
        reason: 'gift',
        orderNo: null,
        at: now,
      });
    }
    await tx
      .insert(appSettings)
      .values({ key: COMMERCE_SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}
