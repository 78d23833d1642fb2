import { eq } from 'drizzle-orm';
import { LIVE_ROOM_AD_CATEGORY } from '@app/contract/ad-codes';
import { Pages } from '@app/contract/pages';
import type { Database } from '../db/client';
import { goods } from '../db/schema/commerce';
import { courses } from '../db/schema/courses';
import type { Clock } from '../lib/clock';
import { createAdRepository } from '../modules/ad/ad.repository';
import { createAdService } from '../modules/ad/ad.service';
import { seedLiveRoomAds } from './data/live-room-ads';
import { seedOnce } from './seed-once';

/** The course page a course card opens (WatchPages.courseVideo on the web). */
const COURSE_PAGE = '/pages/course/video/index/index';

/** The live rooms' banner ads, linking to seeded products and courses (after the commerce seed). */
export async function seedLiveRoomAdBlock(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return seedOnce(db, clock, 'seed:live-room-ads', async (tx) => {
    const adService = createAdService({ repo: createAdRepository(tx as unknown as Database) });
    for (const [i, ad] of seedLiveRoomAds.entries()) {
      let link: string | null;
      if ('goods' in ad.target) {
        const [row] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.title, ad.target.goods));
        link = row ? `${Pages.goodsIndex}?id=${row.id}` : null;
      } else {
        const [row] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.title, ad.target.course));
        link = row ? `${COURSE_PAGE}?id=${row.id}` : null;
      }
      // An ad whose target is missing would open a popup of its own text: leave it out instead.
      if (!link) continue;
      await adService.save({
        categoryCode: LIVE_ROOM_AD_CATEGORY,
        typeCode: 'Route',
        title: ad.title,
        pic: ad.pic,
        content: ad.content,
        link,
        sort: i + 1,
      });
    }
  });
}
