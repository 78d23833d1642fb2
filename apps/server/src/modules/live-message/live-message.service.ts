import type { z } from 'zod';
import type {
  LiveMessage,
  liveMessageListQuery,
  liveMessagesAfterQuery,
  liveMessagesAroundQuery,
  liveOwnRepliedQuery,
  liveSearchQuery,
} from '@app/contract/live';
import { LIVE_TYPE_WORD_ID } from '@app/contract/limits';
import { LiveMsg, Msg, PrivacyMsg } from '@app/contract/messages';
import { escapeHtml } from '../../lib/escape-html';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { chinaDayEnd, chinaDayStart } from '../../lib/china-date';
import type { Clock } from '../../lib/clock';
import { containsPattern } from '../../lib/like-pattern';
import {
  hasOffsiteImage,
  isAllowedImageSrc,
  isBlankChatHtml,
  isOwnImageSrc,
  sanitizeChatHtml,
} from '../../lib/sanitize-rich-text';
import type { RequestAuth } from '../../plugins/auth';
import type { RoomEvents } from '../../realtime/room-events';
import type { AccessService } from '../access/access.service';
import type { LiveRoomService, RoomSnapshot } from '../live-room/live-room.service';
import { toLiveMessage } from './live-message.presenter';
import type { LiveMessageRepository, MessageScope } from './live-message.repository';
import { newMessageView } from './new-message-view';
import { replyNotice } from './reply-notice';
import type { PushService } from '../push/push.service';
import { offsetOf } from '../../lib/paging';
import { visitor, type Viewer } from '../../lib/viewer';

/**
 * Marks an answer about a room's messages. `paid`: the room needs an access module, so the answer depends on
 * the caller's grants and must stay out of shared caches.
 */
export type Gated<T> = T & { paid: boolean };

export interface PostInput {
  liveId: number;
  categoryId: number;
  liveTypeId: number;
  content: string;
  pic?: string | null | undefined;
  quoteId?: number | null | undefined;
  /** The sender's session (its grants open a paid room). */
  auth: RequestAuth;
  author: {
    memberId: number;
    teacherId: number | null;
    /** Not shown to anyone: others see the nickname only. */
    name?: string | null;
    nickname: string | null;
    avatar: string | null;
  };
}

/** Queries as the contract schemas parse them (defaults applied, teacherIds split into numbers). */
type ListQuery = z.infer<typeof liveMessageListQuery>;
type SearchQuery = z.infer<typeof liveSearchQuery>;
type AfterQuery = z.infer<typeof liveMessagesAfterQuery>;
type AroundQuery = z.infer<typeof liveMessagesAroundQuery>;
type OwnRepliedQuery = z.infer<typeof liveOwnRepliedQuery>;

/** sanitize-html writes these characters as entities, so a keyword must be written the same way to match. */
export function createLiveMessageService(deps: {
  repo: LiveMessageRepository;
  rooms: LiveRoomService;
  /** Tells the room's viewers what happened (new, hidden, restored messages). */
  events: RoomEvents;
  clock: Clock;
  access: Pick<AccessService, 'viewer' | 'assertCanSee' | 'grantExpiry'>;
  /** Tells a member when a teacher replies to (quotes) their message. */
  push?: Pick<PushService, 'notify'>;
  /** Where a failed notification is reported: the message itself was sent. */
  onNotifyFailure?: (error: unknown) => void;
}) {
  const { repo, rooms, events, clock, access } = deps;

  /**
   * A room tied to an access module shows its messages only to the room's teachers and to members holding the
   * module; everyone else gets the 206 answer (SPEC §6). Free rooms cost no query here.
   */
  async function assertCanRead(room: RoomSnapshot, viewer: Viewer): Promise<void> {
    const moduleId = room.row.moduleId;
    if (moduleId === null || rooms.isRoomTeacher(room, viewer.teacherId)) return;
    await access.assertCanSee(viewer, moduleId);
  }

  /** The room and category exist and the viewer may read the room's messages. */
  async function readableRoom(liveId: number, categoryId: number, viewer: Viewer): Promise<RoomSnapshot> {
    const room = await rooms.require(liveId);
    if (!(await rooms.categoryExists(categoryId))) throw new ValidationError(Msg.badRequest);
    await assertCanRead(room, viewer);
    return room;
  }

  const paid = (room: RoomSnapshot) => room.row.moduleId !== null;

  function scope(
    room: RoomSnapshot,
    viewer: Viewer,
    categoryId: number,
    teacherIds?: number[],
  ): MessageScope & { seesHidden: boolean } {
    const seesHidden = rooms.isRoomTeacher(room, viewer.teacherId);
    return {
      liveId: room.row.id,
      categoryId,
      includeHidden: seesHidden,
      teacherIds,
      ownMemberId: viewer.memberId,
      seesHidden,
    };
  }

  const service = {
    /** Who a session speaks for, with the modules it holds now (the live socket asks at each check). */
    viewerOf: (auth: RequestAuth | null): Promise<Viewer> => access.viewer(auth),

    /** Whether the viewer may receive the room's messages (the socket asks when a member identifies). */
    assertCanRead,

    /**
     * When a right that assertCanRead admitted ends: the grant's expiry for a member holding the room's module;
     * null when it does not end (a free room, the room's teacher, a grant without end).
     */
    async readableUntil(room: RoomSnapshot, viewer: Viewer): Promise<Date | null> {
      const moduleId = room.row.moduleId;
      if (moduleId === null || viewer.memberId === null || rooms.isRoomTeacher(room, viewer.teacherId))
        return null;
      const until = await access.grantExpiry(viewer.memberId, moduleId);
      // Gone since assertCanRead looked: the right ends now, so the next frame re-checks it.
      return until === undefined ? clock.now() : until;
    },

    async list(query: ListQuery, viewer: Viewer): Promise<Gated<{ rows: LiveMessage[]; total: number }>> {
      const room = await readableRoom(query.liveId, query.categoryId, viewer);
      const s = scope(room, viewer, query.categoryId, query.teacherIds);
      const { rows, total } = await repo.page(s, {
        limit: query.pageSize,
        offset: offsetOf(query),
        beforeId: query.beforeId,
      });
      return { rows: rows.map((r) => toLiveMessage(r, s.seesHidden)), total, paid: paid(room) };
    },

    /** Records search: keyword, China-time day range and teachers (their messages plus the caller's own). */
    async search(query: SearchQuery, viewer: Viewer): Promise<Gated<{ rows: LiveMessage[]; total: number }>> {
      const room = await readableRoom(query.liveId, query.categoryId, viewer);
      const from = query.beginTime ? chinaDayStart(query.beginTime) : undefined;
      const until = query.endTime ? chinaDayEnd(query.endTime) : undefined;
      if (from === null || until === null) throw new ValidationError(Msg.badRequest);
      if (from && until && from >= until) throw new ValidationError(Msg.badRequest);
      const s = scope(room, viewer, query.categoryId, query.teacherIds);
      const { rows, total } = await repo.search(
        s,
        {
          contentPattern: query.content ? containsPattern(query.content) : undefined,
          from,
          until,
        },
        query.pageSize,
        offsetOf(query),
      );
      return { rows: rows.map((r) => toLiveMessage(r, s.seesHidden)), total, paid: paid(room) };
    },

    /** Gap fill after a reconnect: everything newer than the last id the client saw, oldest first. */
    async after(
      query: AfterQuery,
      viewer: Viewer,
    ): Promise<Gated<{ rows: LiveMessage[]; hasMore: boolean }>> {
      const room = await readableRoom(query.liveId, query.categoryId, viewer);
      const s = scope(room, viewer, query.categoryId);
      const rows = await repo.after(s, query.afterId, query.limit + 1);
      return {
        rows: rows.slice(0, query.limit).map((r) => toLiveMessage(r, s.seesHidden)),
        hasMore: rows.length > query.limit,
        paid: paid(room),
      };
    },

    /** A search hit with its neighbours, oldest first. */
    async around(query: AroundQuery, viewer: Viewer): Promise<Gated<{ rows: LiveMessage[] }>> {
      const room = await readableRoom(query.liveId, query.categoryId, viewer);
      const s = scope(room, viewer, query.categoryId);
      const target = await repo.view(query.id);
      if (
        !target ||
        target.liveId !== room.row.id ||
        target.categoryId !== query.categoryId ||
        (target.status !== 1 && !s.seesHidden)
      )
        throw new NotFoundError(LiveMsg.messageNotFound);
      const [older, newer] = await Promise.all([
        repo.before(s, target.id, query.before),
        repo.after(s, target.id, query.after),
      ]);
      const rows = [...older.reverse(), target, ...newer].map((r) => toLiveMessage(r, s.seesHidden));
      return { rows, paid: paid(room) };
    },

    async ownReplied(
      query: OwnRepliedQuery,
      viewer: Viewer & { memberId: number },
    ): Promise<Gated<{ rows: LiveMessage[]; total: number }>> {
      const room = await readableRoom(query.liveId, query.categoryId, viewer);
      const { rows, total } = await repo.repliesTo(
        viewer.memberId,
        query.liveId,
        query.categoryId,
        query.pageSize,
        offsetOf(query),
      );
      // The member's own quoted message is shown even if it was hidden later: it is theirs.
      return { rows: rows.map((r) => toLiveMessage(r, true)), total, paid: paid(room) };
    },

    async top(liveId: number, categoryId: number, viewer: Viewer): Promise<Gated<{ rows: LiveMessage[] }>> {
      const room = await readableRoom(liveId, categoryId, viewer);
      return {
        rows: (await repo.top(liveId, categoryId)).map((r) => toLiveMessage(r, false)),
        paid: paid(room),
      };
    },

    /**
     * Every rule of a send, checked on every message: the room and category exist, a paid room takes posts
     * only from its teachers and members holding its module, only the room's teachers post teacher
     * messages, members only while comments are open, pictures come from our own uploads or media, a quote
     * must be a shown message of the same room, and the content must still say something after sanitizing.
     * Persisted first, then published.
     */
    async post(input: PostInput): Promise<LiveMessage> {
      const room = await rooms.require(input.liveId);
      if (!(await rooms.categoryExists(input.categoryId))) throw new ValidationError(Msg.badRequest);
      await assertCanRead(room, await access.viewer(input.auth));
      const asTeacher = rooms.isRoomTeacher(room, input.author.teacherId);
      if (!asTeacher && room.row.isOpenComment !== 1) throw new ForbiddenError(LiveMsg.commentsClosed);

      const pic = input.pic ? input.pic.trim() : null;
      if (pic && !isAllowedImageSrc(pic)) throw new ValidationError(Msg.uploadUnsupported);
      if ((pic && !isOwnImageSrc(pic)) || hasOffsiteImage(input.content))
        throw new ValidationError(PrivacyMsg.offsiteImage);
      const content = sanitizeChatHtml(input.content);
      if (isBlankChatHtml(content) && !pic) throw new ValidationError(Msg.contentEmpty);

      const quote = input.quoteId ? await repo.view(input.quoteId) : null;
      if (input.quoteId && (!quote || quote.liveId !== room.row.id || quote.status !== 1))
        throw new ValidationError(LiveMsg.quoteNotFound);

      const createdAt = clock.now();
      const id = await repo.insert({
        liveId: room.row.id,
        categoryId: input.categoryId,
        liveTypeId: input.liveTypeId,
        content,
        pic,
        memberId: input.author.memberId,
        teacherId: asTeacher ? input.author.teacherId : null,
        quoteId: input.quoteId ?? null,
        createdAt,
      });
      const teacher = asTeacher ? (room.teachers.find((t) => t.id === input.author.teacherId) ?? null) : null;
      const view = newMessageView(
        {
          id,
          liveId: room.row.id,
          categoryId: input.categoryId,
          liveTypeId: input.liveTypeId,
          content,
          pic,
          quoteId: input.quoteId ?? null,
          createdAt,
          author: input.author,
          teacher,
        },
        quote,
      );
      const message = toLiveMessage(view, false);
      await events.posted(room.row.id, message);
      const notice = quote && teacher ? replyNotice(message, quote, teacher.name) : null;
      if (notice && deps.push)
        await deps.push.notify(notice.memberId, notice.notice).catch((error: unknown) => {
          deps.onNotifyFailure?.(error);
        });
      return message;
    },

    /**
     * A template message (tplId ≠ 0): a card posted by a teacher of the room, showing the lottery, quiz or
     * product `tplRefId`. `text` is its plain-text line (escaped here), what search and screenshots show.
     */
    async postTemplate(input: {
      liveId: number;
      categoryId: number;
      tplId: number;
      tplRefId: number;
      text: string;
      author: { memberId: number; teacherId: number; nickname: string | null; avatar: string | null };
    }): Promise<LiveMessage> {
      const room = await rooms.require(input.liveId);
      if (!(await rooms.categoryExists(input.categoryId))) throw new ValidationError(Msg.badRequest);
      if (!rooms.isRoomTeacher(room, input.author.teacherId)) throw new ForbiddenError();
      const content = sanitizeChatHtml(escapeHtml(input.text));
      const createdAt = clock.now();
      // Both room kinds send their messages with the one live type id (the socket's default).
      const liveTypeId = LIVE_TYPE_WORD_ID;
      const id = await repo.insert({
        liveId: room.row.id,
        categoryId: input.categoryId,
        liveTypeId,
        content,
        pic: null,
        memberId: input.author.memberId,
        teacherId: input.author.teacherId,
        quoteId: null,
        tplId: input.tplId,
        tplRefId: input.tplRefId,
        createdAt,
      });
      const teacher = room.teachers.find((t) => t.id === input.author.teacherId) ?? null;
      const message = toLiveMessage(
        newMessageView(
          {
            id,
            liveId: room.row.id,
            categoryId: input.categoryId,
            liveTypeId,
            content,
            pic: null,
            quoteId: null,
            createdAt,
            author: input.author,
            teacher,
            tpl: { tplId: input.tplId, tplRefId: input.tplRefId },
          },
          null,
        ),
        false,
      );
      await events.posted(room.row.id, message);
      return message;
    },

    /** Tells everyone in the room that what a card shows changed (a lottery was drawn). */
    templateChanged: (liveId: number, change: Parameters<RoomEvents['templateChanged']>[1]) =>
      events.templateChanged(liveId, change),

    /** A teacher of the room hides (0) or restores (1) a member comment; everyone in the room is told. */
    async setStatus(id: number, status: 0 | 1, viewer: Viewer): Promise<LiveMessage> {
      const row = await repo.raw(id);
      if (!row) throw new NotFoundError(LiveMsg.messageNotFound);
      const room = await rooms.require(row.liveId, { fresh: true });
      if (!rooms.isRoomTeacher(room, viewer.teacherId)) throw new ForbiddenError();
      if (row.teacherId !== null || row.memberId === null) throw new ForbiddenError();
      if (row.status !== status) await repo.setStatus(id, status);
      const view = await repo.view(id);
      if (!view) throw new NotFoundError(LiveMsg.messageNotFound);
      // Nothing changed (a repeated tap): nobody needs telling again.
      if (row.status !== status) {
        if (status === 0) {
          await events.hidden(row.liveId, { id, categoryId: row.categoryId });
        } else {
          await events.restored(row.liveId, toLiveMessage(view, false));
        }
      }
      return toLiveMessage(view, true);
    },

    /**
     * Shown messages of one room, oldest first, for a screenshot. A paid room's messages are drawn only for a
     * viewer who may read them; without a viewer (a caller that does not say who asks) they are refused.
     */
    async forScreenshot(
      ids: number[],
      viewer: Viewer = visitor,
    ): Promise<{ room: RoomSnapshot; messages: LiveMessage[] }> {
      const unique = [...new Set(ids)];
      const views = await repo.rawMany(unique);
      if (views.length !== unique.length || views.some((v) => v.status !== 1))
        throw new NotFoundError(LiveMsg.messageNotFound);
      const liveIds = new Set(views.map((v) => v.liveId));
      const [liveId] = liveIds;
      if (liveIds.size !== 1 || liveId === undefined) throw new ValidationError(Msg.badRequest);
      const room = await rooms.require(liveId);
      await assertCanRead(room, viewer);
      return { room, messages: views.map((v) => toLiveMessage(v, false)) };
    },
  };
  return service;
}
export type LiveMessageService = ReturnType<typeof createLiveMessageService>;
