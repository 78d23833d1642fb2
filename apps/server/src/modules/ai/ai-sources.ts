import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { Pages } from '@app/contract/pages';
import type { AiCitation } from '@app/contract/ai';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { helpArticles } from '../../db/schema/member-center';
import { liveMessages, liveRooms } from '../../db/schema/live';
import { news } from '../../db/schema/news';
import { viewpoints } from '../../db/schema/viewpoints';
import { toPlainText } from '../../lib/strip-text';

export type SourceKind = AiCitation['kind'];

/** One piece of our content as the assistant reads it. */
export interface Source {
  kind: SourceKind;
  id: number;
  title: string;
  /** Public text (shown on lists to everyone); '' when there is none. */
  summary: string;
  /** Plain text of the body; paid when moduleId is set. */
  body: string;
  moduleId: number | null;
  publishedAt: Date;
  hash: string;
  /** The app page that opens it. */
  url: string;
}

/** The page that opens a source (SPEC §2 paths). */
export function sourceUrl(kind: SourceKind, id: number, liveId?: number): string {
  switch (kind) {
    case 'news':
      return `${Pages.newsDetails}?id=${id}`;
    case 'viewpoint':
      return `${Pages.viewpointDetail}?id=${id}`;
    case 'course':
      return `/pages/course/video/index/index?id=${id}`;
    case 'live':
      return `${Pages.chat}?id=${liveId ?? 0}`;
    case 'help':
      return `${Pages.helpDetail}?id=${id}`;
  }
}

/** Teacher posts of the text rooms: the newest this many are worth quoting. */
const LIVE_POSTS_INDEXED = 2000;

interface SourceTable {
  /** id → fingerprint of everything indexed from it. */
  hashes(db: Database): Promise<Map<number, string>>;
  load(db: Database, ids: number[]): Promise<Source[]>;
}

const hashOf = (...parts: unknown[]) =>
  sql<string>`md5(concat_ws('|', ${sql.join(
    parts.map((p) => sql`${p}`),
    sql`, `,
  )}))`;

const asMap = (rows: { id: number; hash: string }[]) => new Map(rows.map((r) => [r.id, r.hash]));

const newsTable: SourceTable = {
  async hashes(db) {
    return asMap(
      await db
        .select({ id: news.id, hash: hashOf(news.title, news.description, news.content, news.moduleId) })
        .from(news),
    );
  },
  async load(db, ids) {
    const rows = await db
      .select({
        id: news.id,
        title: news.title,
        summary: news.description,
        body: news.content,
        moduleId: news.moduleId,
        publishedAt: news.publishedAt,
        hash: hashOf(news.title, news.description, news.content, news.moduleId),
      })
      .from(news)
      .where(inArray(news.id, ids));
    return rows.map((r) => ({
      ...r,
      kind: 'news' as const,
      body: toPlainText(r.body),
      url: sourceUrl('news', r.id),
    }));
  },
};

const viewpointTable: SourceTable = {
  async hashes(db) {
    return asMap(
      await db
        .select({
          id: viewpoints.id,
          hash: hashOf(viewpoints.title, viewpoints.description, viewpoints.content, viewpoints.moduleId),
        })
        .from(viewpoints),
    );
  },
  async load(db, ids) {
    const rows = await db
      .select({
        id: viewpoints.id,
        title: viewpoints.title,
        summary: viewpoints.description,
        body: viewpoints.content,
        moduleId: viewpoints.moduleId,
        publishedAt: viewpoints.publishedAt,
        hash: hashOf(viewpoints.title, viewpoints.description, viewpoints.content, viewpoints.moduleId),
      })
      .from(viewpoints)
      .where(inArray(viewpoints.id, ids));
    return rows.map((r) => ({
      ...r,
      kind: 'viewpoint' as const,
      body: toPlainText(r.body),
      url: sourceUrl('viewpoint', r.id),
    }));
  },
};

const courseTable: SourceTable = {
  async hashes(db) {
    return asMap(
      await db
        .select({
          id: courses.id,
          hash: hashOf(courses.title, courses.description, courses.content, courses.moduleId),
        })
        .from(courses),
    );
  },
  async load(db, ids) {
    const rows = await db
      .select({
        id: courses.id,
        title: courses.title,
        summary: courses.description,
        body: courses.content,
        moduleId: courses.moduleId,
        publishedAt: courses.publishedAt,
        hash: hashOf(courses.title, courses.description, courses.content, courses.moduleId),
      })
      .from(courses)
      .where(inArray(courses.id, ids));
    return rows.map((r) => ({
      ...r,
      kind: 'course' as const,
      body: toPlainText(r.body),
      url: sourceUrl('course', r.id),
    }));
  },
};

/** Shown teacher posts of text rooms; a post is titled by its room, and a paid room gates it. */
const livePosts = (db: Database) =>
  db
    .select({
      id: liveMessages.id,
      liveId: liveMessages.liveId,
      title: liveRooms.title,
      body: liveMessages.content,
      moduleId: liveRooms.moduleId,
      publishedAt: liveMessages.createdAt,
      hash: hashOf(liveMessages.content, liveMessages.liveId, liveRooms.title, liveRooms.moduleId),
    })
    .from(liveMessages)
    .innerJoin(liveRooms, eq(liveRooms.id, liveMessages.liveId))
    .where(
      and(
        isNotNull(liveMessages.teacherId),
        eq(liveMessages.status, 1),
        eq(liveRooms.enabled, true),
        eq(liveRooms.typeCode, 'word'),
      ),
    )
    .orderBy(desc(liveMessages.id))
    .limit(LIVE_POSTS_INDEXED);

const liveTable: SourceTable = {
  async hashes(db) {
    return asMap(await livePosts(db));
  },
  async load(db, ids) {
    const wanted = new Set(ids);
    const rows = (await livePosts(db)).filter((r) => wanted.has(r.id));
    return rows.map((r) => ({
      kind: 'live' as const,
      id: r.id,
      title: r.title,
      summary: '',
      body: toPlainText(r.body),
      moduleId: r.moduleId,
      publishedAt: r.publishedAt,
      hash: r.hash,
      // A post is read in its room.
      url: sourceUrl('live', r.id, r.liveId),
    }));
  },
};

/** Help and FAQ articles: free to everyone, the first place to answer "how do I ..." questions. */
const helpTable: SourceTable = {
  async hashes(db) {
    return asMap(
      await db
        .select({ id: helpArticles.id, hash: hashOf(helpArticles.title, helpArticles.plainText) })
        .from(helpArticles),
    );
  },
  async load(db, ids) {
    const rows = await db
      .select({
        id: helpArticles.id,
        title: helpArticles.title,
        body: helpArticles.plainText,
        publishedAt: helpArticles.createdAt,
        hash: hashOf(helpArticles.title, helpArticles.plainText),
      })
      .from(helpArticles)
      .where(inArray(helpArticles.id, ids));
    return rows.map((r) => ({
      ...r,
      kind: 'help' as const,
      summary: '',
      moduleId: null,
      url: sourceUrl('help', r.id),
    }));
  },
};

export const SOURCE_TABLES: Record<SourceKind, SourceTable> = {
  news: newsTable,
  viewpoint: viewpointTable,
  course: courseTable,
  live: liveTable,
  help: helpTable,
};
