import { authorName } from '@app/contract/author-name';
import { idParam } from '@app/contract/ids';
import { LIVE_DEFAULT_CATEGORY_ID, LIVE_FIRST_SCREEN_MESSAGES } from '@app/contract/limits';
import { liveMessageListQuery, type LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import {
  liveMessagePageParams,
  liveRoomAdsPath,
  liveTopMessagesPath,
  readAddress,
} from '@app/contract/read-addresses';
import { NoPermissionError, NotFoundError } from '../../errors';
import { escapeHtml } from '../../lib/escape-html';
import { isOwnImageSrc, sanitizeChatHtml } from '../../lib/sanitize-rich-text';
import { visitor } from '../../lib/viewer';
import type { FirstScreen, FirstScreenSource } from '../../plugins/first-screen';
import type { LiveRoomService } from '../live-room/live-room.service';
import type { LiveMessageService } from './live-message.service';

/** The app's query keys that open the room somewhere else than at its newest messages of the first category. */
const ELSEWHERE = ['categoryId', 'messageId'];

function avatarOf(msg: LiveMessage, name: string): string {
  const src = msg.teacher?.avatar ?? msg.member?.avatar ?? null;
  if (isOwnImageSrc(src)) return `<img src="${escapeHtml(src)}" alt="">`;
  return `<span class="fs-msg-initial">${escapeHtml(Array.from(name)[0] ?? '')}</span>`;
}

function messageHtml(msg: LiveMessage): string {
  const name = authorName(msg);
  const kind = msg.teacher ? 'fs-msg fs-msg-teacher' : 'fs-msg';
  const pic =
    msg.pic && isOwnImageSrc(msg.pic) && !msg.content.includes(msg.pic)
      ? `<span class="fs-msg-pic"><img src="${escapeHtml(msg.pic)}" alt=""></span>`
      : '';
  const quote = msg.quote
    ? `<blockquote class="fs-msg-quote">${escapeHtml(authorName(msg.quote))}：${escapeHtml(msg.quote.content)}</blockquote>`
    : '';
  return (
    `<article class="${kind}"><span class="fs-msg-avatar">${avatarOf(msg, name)}</span>` +
    `<div class="fs-msg-body"><div class="fs-msg-meta"><span class="fs-msg-name">${escapeHtml(name)}</span></div>` +
    `<div class="fs-msg-bubble"><div class="fs-msg-content">${sanitizeChatHtml(msg.content)}</div>${pic}${quote}</div>` +
    `</div></article>`
  );
}

/**
 * A text room's first screen (decision 051): its title and newest messages as a visitor reads them, at the
 * bottom of the list as the room opens, laid out by the classes of the app's index.html. The bars above
 * and below the list (figures, tabs, ads, the composer) depend on the reader and the catalogs, and come
 * with the app as empty bands of their usual height. A paid room, a missing one, or a room opened at a
 * search hit or another category has no first screen.
 */
export function chatFirstScreen(rooms: LiveRoomService, messages: LiveMessageService): FirstScreenSource {
  return async (query) => {
    const id = idParam.safeParse(query.get('id'));
    if (!id.success || ELSEWHERE.some((key) => query.has(key))) return null;
    const room = await rooms.snapshot(id.data);
    if (!room || room.row.moduleId !== null) return null;
    const page = await messages
      .list(liveMessageListQuery.parse({ liveId: id.data, pageSize: LIVE_FIRST_SCREEN_MESSAGES }), visitor)
      .catch((error: unknown) => {
        if (error instanceof NotFoundError || error instanceof NoPermissionError) return null;
        throw error;
      });
    if (!page || page.rows.length === 0) return null;
    const newestFirst = page.rows;
    const list = [...newestFirst].reverse().map(messageHtml).join('');
    const picture = newestFirst.find((msg) => msg.pic && isOwnImageSrc(msg.pic))?.pic ?? undefined;
    const category = LIVE_DEFAULT_CATEGORY_ID;
    const screen: FirstScreen = {
      title: room.row.title,
      layoutApp: true,
      // A visitor's first reads that depend on no one (decision 054); the room and its figures are read by
      // the app itself, as they count the visit.
      reads: [
        Api.liveCategoryAll,
        Api.riskTipDict,
        liveRoomAdsPath,
        liveTopMessagesPath(id.data, category),
        readAddress(Api.liveMessageList, liveMessagePageParams({ liveId: id.data, categoryId: category })),
      ],
      html:
        `<div class="fs-page fs-grey fs-chat"><div class="fs-bar fs-bar-titled">${escapeHtml(room.row.title)}</div>` +
        `<div class="fs-chat-head"></div><div class="fs-chat-list">${list}</div><div class="fs-chat-foot"></div></div>`,
    };
    return picture ? { ...screen, image: picture } : screen;
  };
}
