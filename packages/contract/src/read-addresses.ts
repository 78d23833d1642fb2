import { LIVE_ROOM_AD_CATEGORY } from './ad-codes';
import { LIVE_MESSAGE_PAGE_SIZE } from './limits';
import { Api } from './paths';

/**
 * The addresses of the reads a page makes first, written once for both sides: the app asks them, and the
 * server sends their answers with a page it draws (decision 054). The app takes such an answer only for the
 * same address, so the two must not drift apart.
 */
export type ReadParams = Record<string, string | number | undefined>;

/** One page of a paged list (SPEC §4). */
export const pageParams = (pageNum: number, pageSize: number) => ({ pageNum, pageSize });

/** The footer tabs of a surface (SPEC §7: wxApplet, h5 or the OS name). */
export const footerNavParams = (platform: string): ReadParams => ({
  categoryCode: 'footer',
  linkTypeCode: platform,
});

/** The banners every live room shows, text and video rooms alike. */
export const liveRoomAdsPath = `${Api.liveAdListAll}/${LIVE_ROOM_AD_CATEGORY}`;

/** A room category's pinned messages. */
export const liveTopMessagesPath = (liveId: number, categoryId: number) =>
  `${Api.liveMessageTop}/${liveId}/${categoryId}`;

export interface LiveMessagePageQuery {
  liveId: number;
  categoryId: number;
  /** The text room's messages ('word', the default) or the video room's comments ('video'). */
  liveTypeCode?: 'word' | 'video';
  teacherIds?: readonly number[];
  beforeId?: number | null;
}

/** One page of a room's messages, newest first; with `beforeId`, the page just older than that id. */
export function liveMessagePageParams(query: LiveMessagePageQuery): ReadParams {
  const teacherIds = query.teacherIds ?? [];
  return {
    liveId: query.liveId,
    categoryId: query.categoryId,
    liveTypeCode: query.liveTypeCode ?? 'word',
    ...pageParams(1, LIVE_MESSAGE_PAGE_SIZE),
    teacherIds: teacherIds.length > 0 ? teacherIds.join(',') : undefined,
    beforeId: query.beforeId ?? undefined,
  };
}

export interface NewsListFilter {
  categoryId?: number | undefined;
  title?: string | undefined;
}

/** The news list's filter: a category, and a title searched for (an empty one is left out, SPEC §5). */
export const newsListParams = (filter: NewsListFilter): ReadParams => ({
  categoryId: filter.categoryId,
  title: filter.title?.trim() || undefined,
});

/** A value encoded as a form's query (what URLSearchParams writes): space as '+', only `*-._` kept. */
const formEncode = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** An address as the app's request wrapper writes it: blank parameters are left out. */
export function readAddress(path: string, params: ReadParams = {}): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${formEncode(key)}=${formEncode(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
