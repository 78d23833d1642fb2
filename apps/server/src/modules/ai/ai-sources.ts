import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { Pages } from '@app/contract/pages';
import type { AiCitation } from '@app/contract/ai';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { helpArticles } from '../../db/schema/member-center';
import { liveMessages, liveRooms } from '../../db/schema/live';
import { news } from '../../db/schema/news';
import { viewpoints } from '../../db/schema/viewpoints';
import { wikiEntries } from '../../db/schema/wiki';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
    case 'wiki':
      return `${Pages.wikiDetail}?id=${id}`;
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

type ArticleTable = typeof news | typeof viewpoints | typeof courses;

type ArticleColumn = 'id' | 'title' | 'description' | 'content' | 'moduleId' | 'publishedAt';

/** Title, description and HTML body of one table, gated by its module. */
function articleTable(kind: 'news' | 'viewpoint' | 'course', table: ArticleTable): SourceTable {
  // The three tables share these columns; read through one shape.
  const c = table as unknown as Record<ArticleColumn, AnyPgColumn>;
  const hash = () => hashOf(c.title, c.description, c.content, c.moduleId);
  return {
    async hashes(db) {
      const rows = await db.select({ id: c.id, hash: hash() }).from(table);
      return asMap(rows.map((r) => ({ id: r.id as number, hash: r.hash })));
    },
    async load(db, ids) {
      // Columns selected as such keep their driver mapping (timestamps come back as Dates).
      const rows = await db
        .select({
          id: c.id,
          title: c.title,
          summary: c.description,
          body: c.content,
          moduleId: c.moduleId,
          publishedAt: c.publishedAt,
          hash: hash(),
        })
        .from(table)
        .where(inArray(c.id, ids));
      return rows.map((r) => ({
        kind,
        id: r.id as number,
        title: r.title as string,
        summary: r.summary as string,
        body: toPlainText(r.body as string),
        moduleId: r.moduleId as number | null,
        publishedAt: r.publishedAt as Date,
        hash: r.hash,
        url: sourceUrl(kind, r.id as number),
      }));
    },
  };
}

const newsTable = articleTable('news', news);
const viewpointTable = articleTable('viewpoint', viewpoints);
const courseTable = articleTable('course', courses);

/**
 * Shown teacher posts of text rooms, not members' own and not template cards; a post is titled by its room,
 * and a paid room gates it.
 */
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
        // Cards (quizzes, lotteries, questionnaires, products) are posts in a room, not something to quote.
        eq(liveMessages.tplId, 0),
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

/** 投资百科 entries: free to everyone, written to answer "what is ..." questions. */
const wikiTable: SourceTable = {
  async hashes(db) {
    return asMap(
      await db
        .select({ id: wikiEntries.id, hash: hashOf(wikiEntries.title, wikiEntries.body) })
        .from(wikiEntries),
    );
  },
  async load(db, ids) {
    // The entries carry no date of their own; they rank by words, never by age.
    const publishedAt = new Date(0);
    const rows = await db
      .select({
        id: wikiEntries.id,
        title: wikiEntries.title,
        body: wikiEntries.body,
        hash: hashOf(wikiEntries.title, wikiEntries.body),
      })
      .from(wikiEntries)
      .where(inArray(wikiEntries.id, ids));
    return rows.map((r) => ({
      ...r,
      kind: 'wiki' as const,
      summary: '',
      moduleId: null,
      publishedAt,
      url: sourceUrl('wiki', r.id),
    }));
  },
};

export const SOURCE_TABLES: Record<SourceKind, SourceTable> = {
  news: newsTable,
  viewpoint: viewpointTable,
  course: courseTable,
  live: liveTable,
  help: helpTable,
  wiki: wikiTable,
};
