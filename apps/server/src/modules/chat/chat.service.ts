import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_MESSAGE_MAX_CHARS,
  ChatMsg,
  ChatNotice,
  type ChatConversation,
  type ChatMessage,
  type ChatMessageListQuery,
  type ChatSent,
  type ChatSide,
} from '@app/contract/chat';
import { Pages } from '@app/contract/pages';
import { ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { offsetOf, type PageQuery } from '../../lib/paging';
import type { SlidingLimit } from '../../lib/rate-limit/rate-limits';
import { toPlainText } from '../../lib/strip-text';
import type { Viewer } from '../../lib/viewer';
import type { ChatHub } from '../../realtime/chat-hub';
import type { PushNotice } from '../push/push.service';
import { toChatMessage, toConversation } from './chat.presenter';
import type { ChatRepository, ConversationView } from './chat.repository';

/** A signed-in caller: every private-message call needs one (the routes require a member). */
export type ChatCaller = Viewer & { memberId: number };

/** Which end of the conversation the caller is on; null when it is not theirs (answered as missing). */
function sideOf(view: ConversationView, caller: ChatCaller): ChatSide | null {
  if (view.row.memberId === caller.memberId) return 'member';
  if (caller.teacherId !== null && view.row.teacherId === caller.teacherId) return 'teacher';
  return null;
}

export function createChatService(deps: {
  repo: ChatRepository;
  clock: Clock;
  hub: ChatHub;
  sendLimit: SlidingLimit;
  log: FastifyBaseLogger;
  /** The push service's notify: tells the receiver of a message they had nothing unread before. */
  notify: (memberId: number, notice: PushNotice) => Promise<unknown>;
}) {
  const { repo, clock, hub, sendLimit, log, notify } = deps;

  async function own(conversationId: number, caller: ChatCaller) {
    const view = await repo.byId(conversationId);
    const side = view ? sideOf(view, caller) : null;
    if (!view || !side) throw new NotFoundError(ChatMsg.conversationNotFound);
    return { view, side };
  }

  async function requireTeacher(teacherId: number) {
    if (!(await repo.teacher(teacherId))) throw new NotFoundError(ChatMsg.teacherNotFound);
  }

  /** Tells both parties (every device, every instance) after the message is stored; never undoes the send. */
  async function announce(conversationId: number, message: Parameters<typeof toChatMessage>[0]) {
    try {
      const view = await repo.byId(conversationId);
      if (!view) return;
      await Promise.all(
        (['member', 'teacher'] as const).map((side) =>
          hub.publish(
            side === 'member' ? { memberId: view.row.memberId } : { teacherId: view.row.teacherId },
            {
              type: 'message',
              conversation: toConversation(view, side),
              message: toChatMessage(message, side),
            },
          ),
        ),
      );
    } catch (error) {
      log.error({ err: error, conversationId }, 'private message publish failed');
    }
  }

  /**
   * A notification for the receiving side, when this message is the first they have unread from the sender:
   * a burst before they read it makes one notification, not one per message. It opens the conversation.
   * Whether the receiver is connected is not asked (that would need a presence record across instances).
   */
  async function tellReceiver(
    view: ConversationView,
    side: ChatSide,
    content: string,
    receiverUnread: number,
  ) {
    if (receiverUnread !== 1) return;
    try {
      const link = `${Pages.messageDetail}?id=${view.row.id}`;
      if (side === 'member') {
        const title = ChatNotice.fromMember(view.memberNickname);
        const accounts = await repo.teacherAccounts(view.row.teacherId);
        await Promise.all(
          accounts.map((memberId) =>
            notify(memberId, { kind: 'privateMessage', title, body: content, link }),
          ),
        );
      } else {
        const title = ChatNotice.fromTeacher(view.teacherName);
        await notify(view.row.memberId, { kind: 'privateMessage', title, body: content, link });
      }
    } catch (error) {
      log.error({ err: error, conversationId: view.row.id }, 'private message notification failed');
    }
  }

  return {
    async send(
      caller: ChatCaller,
      body: { conversationId?: number; teacherId?: number; memberId?: number; content: string },
    ): Promise<ChatSent> {
      const content = toPlainText(body.content);
      if (content.length === 0) throw new ValidationError(ChatMsg.contentEmpty);
      if (content.length > CHAT_MESSAGE_MAX_CHARS) throw new ValidationError(ChatMsg.tooLong);

      // Who it goes to is settled before the budget is spent, so a mistaken address costs nothing.
      let target: { view: ConversationView; side: ChatSide } | { teacherId: number };
      if (body.conversationId !== undefined) target = await own(body.conversationId, caller);
      else if (body.teacherId !== undefined) {
        if (caller.teacherId === body.teacherId) throw new ValidationError(ChatMsg.notYourself);
        await requireTeacher(body.teacherId);
        target = { teacherId: body.teacherId };
      } else {
        // Members write only to teachers; a teacher answers a member who wrote to them.
        if (caller.teacherId === null) throw new ForbiddenError(ChatMsg.onlyTeachers);
        const view = await repo.byPair(body.memberId!, caller.teacherId);
        if (!view) throw new NotFoundError(ChatMsg.conversationNotFound);
        target = { view, side: 'teacher' };
      }

      if (!(await sendLimit.take(String(caller.memberId)))) throw new TooManyRequestsError(ChatMsg.tooFast);

      const now = clock.now();
      const { view, side } =
        'view' in target
          ? target
          : { view: await repo.open(caller.memberId, target.teacherId, now), side: 'member' as const };
      const { row, receiverUnread } = await repo.append(view.row.id, {
        fromSide: side,
        senderMemberId: caller.memberId,
        content,
        createdAt: now,
      });
      await announce(view.row.id, row);
      await tellReceiver(view, side, content, receiverUnread);
      const fresh = (await repo.byId(view.row.id)) ?? view;
      return { conversation: toConversation(fresh, side), message: toChatMessage(row, side) };
    },

    /** One page of a conversation, oldest first; a member's not-yet-opened conversation with a teacher is empty. */
    async messages(
      caller: ChatCaller,
      query: ChatMessageListQuery,
    ): Promise<{ rows: ChatMessage[]; total: number }> {
      let found: { view: ConversationView; side: ChatSide } | null;
      if (query.conversationId !== undefined) found = await own(query.conversationId, caller);
      else {
        await requireTeacher(query.teacherId!);
        const view = await repo.byPair(caller.memberId, query.teacherId!);
        found = view ? { view, side: 'member' } : null;
      }
      if (!found) return { rows: [], total: 0 };
      const { rows, total } = await repo.messages(found.view.row.id, query.beforeId, query.pageSize);
      return { rows: rows.reverse().map((row) => toChatMessage(row, found.side)), total };
    },

    /** One conversation as the caller sees it; a member's conversation with a teacher is null before its first message. */
    async info(
      caller: ChatCaller,
      query: { conversationId?: number | undefined; teacherId?: number | undefined },
    ): Promise<ChatConversation | null> {
      if (query.conversationId !== undefined) {
        const { view, side } = await own(query.conversationId, caller);
        return toConversation(view, side);
      }
      await requireTeacher(query.teacherId!);
      const view = await repo.byPair(caller.memberId, query.teacherId!);
      return view ? toConversation(view, 'member') : null;
    },

    async list(caller: ChatCaller, page: PageQuery): Promise<{ rows: ChatConversation[]; total: number }> {
      const { rows, total } = await repo.list(
        caller.memberId,
        caller.teacherId,
        page.pageSize,
        offsetOf(page),
      );
      return { rows: rows.map((view) => toConversation(view, sideOf(view, caller) ?? 'member')), total };
    },

    /** Marks the caller's side of a conversation read; the caller's other devices hear it. */
    async read(caller: ChatCaller, conversationId: number): Promise<{ count: number }> {
      const { view, side } = await own(conversationId, caller);
      await repo.markRead(view.row.id, side);
      const party = side === 'member' ? { memberId: view.row.memberId } : { teacherId: view.row.teacherId };
      await hub
        .publish(party, { type: 'read', conversationId: view.row.id })
        .catch((error: unknown) => log.error({ err: error }, 'private message read publish failed'));
      return { count: await repo.unread(caller.memberId, caller.teacherId) };
    },

    unread: async (caller: ChatCaller) => ({ count: await repo.unread(caller.memberId, caller.teacherId) }),
  };
}
export type ChatService = ReturnType<typeof createChatService>;
