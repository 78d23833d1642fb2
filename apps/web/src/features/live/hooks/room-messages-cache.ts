import type { InfiniteData } from '@tanstack/react-query';
import type { LiveMessage } from '@app/contract/live';
import type { RoomMessagesPage } from '../api/get-room-messages';

/** The room's comments as the infinite query holds them: pages newest first, each page newest first. */
export type RoomMessagesData = InfiniteData<RoomMessagesPage, number | null>;

/** The newest comment loaded (the gap fill asks for everything after it), or null. */
export function newestLoadedId(data: RoomMessagesData | undefined): number | null {
  for (const page of data?.pages ?? []) {
    const first = page.rows[0];
    if (first) return first.id;
  }
  return null;
}

function oldestLoadedId(data: RoomMessagesData): number | null {
  for (let i = data.pages.length - 1; i >= 0; i--) {
    const last = data.pages[i]?.rows.at(-1);
    if (last) return last.id;
  }
  return null;
}

function replacePage(data: RoomMessagesData, index: number, rows: LiveMessage[]): RoomMessagesData {
  return {
    ...data,
    pages: data.pages.map((page, i) => (i === index ? { ...page, rows } : page)),
  };
}

/**
 * A comment from the socket (or the gap fill) merged into the loaded pages in id order. A copy of a
 * loaded comment replaces it; a comment older than everything loaded while older pages remain is left
 * for that page, so the older-page cursor neither repeats nor skips it. Before the first page has
 * arrived nothing is stored: that page (or the gap fill after it) brings the comment.
 */
export function withComment(
  data: RoomMessagesData | undefined,
  msg: LiveMessage,
): RoomMessagesData | undefined {
  if (!data || data.pages.length === 0) return data;
  const loadedAt = data.pages.findIndex((page) => page.rows.some((m) => m.id === msg.id));
  if (loadedAt >= 0) {
    const rows = data.pages[loadedAt]!.rows.map((m) => (m.id === msg.id ? msg : m));
    return replacePage(data, loadedAt, rows);
  }
  const oldest = oldestLoadedId(data);
  const lastPage = data.pages[data.pages.length - 1]!;
  if (oldest !== null && msg.id < oldest && lastPage.next !== null) return data;
  let index = data.pages.findIndex((page) => page.rows.some((m) => m.id < msg.id));
  if (index < 0) index = oldest === null ? 0 : data.pages.length - 1;
  const rows = [...data.pages[index]!.rows, msg].sort((a, b) => b.id - a.id);
  return replacePage(data, index, rows);
}

/** Several comments (e.g. a gap fill), in any order. */
export function withComments(
  data: RoomMessagesData | undefined,
  messages: readonly LiveMessage[],
): RoomMessagesData | undefined {
  return messages.reduce<RoomMessagesData | undefined>((acc, msg) => withComment(acc, msg), data);
}

/** A `close` event: a teacher hid the comment. Its author keeps seeing their own (SPEC §4). */
export function withoutComment(
  data: RoomMessagesData | undefined,
  id: number,
  ownMemberId: number | null,
): RoomMessagesData | undefined {
  if (!data) return data;
  const at = data.pages.findIndex((page) => page.rows.some((m) => m.id === id));
  if (at < 0) return data;
  const target = data.pages[at]!.rows.find((m) => m.id === id);
  if (ownMemberId !== null && target?.memberId === ownMemberId) return data;
  return replacePage(
    data,
    at,
    data.pages[at]!.rows.filter((m) => m.id !== id),
  );
}
