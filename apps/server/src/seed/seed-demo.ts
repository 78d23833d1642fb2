import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/app-settings';
import { members } from '../db/schema/members';
import { navLinks } from '../db/schema/nav-links';
import { news, newsCategories } from '../db/schema/news';
import { teachers } from '../db/schema/teachers';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../lib/password';
import { HOME_SETTINGS_KEY } from '../modules/home/home.repository';
import { aShareArticles } from './data/articles-a-share';
import { financeArticles } from './data/articles-finance';
import { fundArticles } from './data/articles-fund';
import { globalArticles } from './data/articles-global';
import { headlineArticles } from './data/articles-headline';
import { seedHome } from './data/home';
import { seedFooterLinks } from './data/navigation';
import { seedNewsCategories } from './data/news-categories';
import { seedTeachers } from './data/teachers';
import { demoMember, demoTeacher } from './demo-accounts';
import { articleHtml } from './rich-text';
import { seedCommerce } from './seed-commerce';
import { seedContent } from './seed-content';
import { seedInteractive } from './seed-interactive';
import { seedLive } from './seed-live';
import { seedLiveRoomAdBlock } from './seed-live-room-ads';
import { seedMarkets } from './seed-markets';
import { seedMemberCenter } from './seed-member-center';
import { seedMenu } from './seed-menu';
import { seedNewsLists } from './seed-news-lists';
import { seedRenewalMember } from './seed-renewal-member';
import { seedVersions } from './seed-versions';
import { seedWiki } from './seed-wiki';

const SEED_MARKER = 'seed:demo';

/**
 * Demo content for the embedded default. Idempotent: a marker row records that it ran, and an
 * advisory lock keeps two instances starting together from seeding twice. `marketSeed` is MARKET_SEED
 * (undefined: the install's own secret one), so the seeded race history follows the market the server runs.
 */
export async function seedDemo(
  db: Database,
  clock: Clock,
  options: { marketSeed?: string | undefined } = {},
): Promise<{ seeded: boolean }> {
  const base = await seedBase(db, clock);
  // Later content blocks have their own markers, so older databases gain them on the next start.
  const live = await seedLive(db, clock);
  const content = await seedContent(db, clock);
  const menu = await seedMenu(db, clock);
  const versions = await seedVersions(db, clock);
  const memberCenter = await seedMemberCenter(db, clock);
  const interactive = await seedInteractive(db, clock);
  const commerce = await seedCommerce(db, clock);
  const markets = await seedMarkets(db, clock, options.marketSeed);
  const renewal = await seedRenewalMember(db, clock);
  const newsLists = await seedNewsLists(db, clock);
  const liveRoomAds = await seedLiveRoomAdBlock(db, clock);
  const wiki = await seedWiki(db, clock);
  return {
    seeded: [
      base,
      live,
      content,
      menu,
      versions,
      memberCenter,
      interactive,
      commerce,
      markets,
      renewal,
      newsLists,
      liveRoomAds,
      wiki,
    ].some((block) => block.seeded),
  };
}

async function seedBase(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  const [memberHash, teacherHash] = await Promise.all([
    hashPassword(demoMember.password),
    hashPassword(demoTeacher.password),
  ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_MARKER}))`);
    const marker = await tx
      .select()
      .from(appSettings)
      .where(sql`${appSettings.key} = ${SEED_MARKER}`)
      .limit(1);
    if (marker.length > 0) return { seeded: false };
    const now = clock.now();

    const teacherRows = await tx
      .insert(teachers)
      .values(seedTeachers.map((t, i) => ({ ...t, tags: [...t.tags], sort: i + 1 })))
      .returning({ id: teachers.id });
    const teacherId = (position: number | undefined) =>
      position ? (teacherRows[position - 1]?.id ?? null) : null;

    await tx
      .insert(navLinks)
      .values(seedFooterLinks.map((link, i) => ({ ...link, categoryCode: 'footer', sort: i + 1 })));

    await tx.insert(appSettings).values({ key: HOME_SETTINGS_KEY, value: seedHome, updatedAt: now });

    await tx.insert(newsCategories).values(seedNewsCategories.map((c) => ({ ...c })));
    // Ids were given explicitly; move the sequence past them so later inserts do not collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('news_categories', 'id'), (select max(id) from news_categories))`,
    );

    const articles = [
      ...headlineArticles,
      ...financeArticles,
      ...aShareArticles,
      ...globalArticles,
      ...fundArticles,
    ];
    await tx.insert(news).values(
      articles.map((a) => ({
        categoryId: a.categoryId,
        title: a.title,
        description: a.description,
        content: articleHtml(a.body),
        picList: a.pics ? [...a.pics] : [],
        visits: a.visits,
        teacherId: teacherId(a.teacher),
        publishedAt: new Date(now.getTime() - a.hoursAgo * 3_600_000),
        createdAt: now,
      })),
    );

    const firstTeacher = seedTeachers[0];
    await tx.insert(members).values([
      {
        username: demoMember.username,
        passwordHash: memberHash,
        mobile: demoMember.mobile,
        nickname: demoMember.nickname,
        createdAt: now,
        updatedAt: now,
      },
      {
        username: demoTeacher.username,
        passwordHash: teacherHash,
        mobile: demoTeacher.mobile,
        name: firstTeacher.name,
        nickname: firstTeacher.name,
        avatar: firstTeacher.avatar,
        roles: [...demoTeacher.roles],
        permissions: [...demoTeacher.permissions],
        teacherId: teacherId(1),
        createdAt: now,
        updatedAt: now,
      },
    ]);

    await tx
      .insert(appSettings)
      .values({ key: SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}
