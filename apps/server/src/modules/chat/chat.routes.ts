import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatConversation,
  chatConversationListQuery,
  chatInfoQuery,
  chatMessage,
  chatMessageListQuery,
  chatReadBody,
  chatSendBody,
  chatSent,
  chatUnread,
} from '@app/contract/chat';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { ChatCaller, ChatService } from './chat.service';

const tags = ['chat'];

async function callerOf(request: FastifyRequest): Promise<ChatCaller> {
  const viewer = await request.viewer();
  return { ...viewer, memberId: currentAuth(request).member.id };
}

/** Private messages: the caller's conversations, one conversation's pages, sending, reading, the badge. */
export function chatRoutes(chat: ChatService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_request, reply) => markPrivate(reply));

    app.get(
      Api.chatFriendList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "The caller's conversations (as a member and as a teacher), latest first",
          querystring: chatConversationListQuery,
          response: { 200: rowsEnvelope(chatConversation) },
        },
      },
      async (request) => {
        const { rows, total } = await chat.list(await callerOf(request), request.query);
        return okRows(rows, total);
      },
    );
    app.get(
      Api.chatFriendInfo,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'One conversation (conversationId, or teacherId: null before the first message)',
          querystring: chatInfoQuery,
          response: { 200: dataEnvelope(chatConversation.nullable()) },
        },
      },
      async (request) => ok(await chat.info(await callerOf(request), request.query)),
    );
    app.get(
      Api.chatMessageList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'One page of a conversation, oldest first (newest page unless beforeId)',
          querystring: chatMessageListQuery,
          response: { 200: rowsEnvelope(chatMessage) },
        },
      },
      async (request) => {
        const { rows, total } = await chat.messages(await callerOf(request), request.query);
        return okRows(rows, total);
      },
    );
    app.post(
      Api.chatSend,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Send a private message (to a teacher, a conversation, or a teacher answering a member)',
          body: chatSendBody,
          response: { 200: dataEnvelope(chatSent) },
        },
      },
      async (request) => ok(await chat.send(await callerOf(request), request.body)),
    );
    app.post(
      Api.chatRead,
      {
        config: { writeQuota: false },
        preHandler: requireMember,
        schema: {
          tags,
          summary: "Mark the caller's side of a conversation read; answers the caller's unread total",
          body: chatReadBody,
          response: { 200: dataEnvelope(chatUnread) },
        },
      },
      async (request) => ok(await chat.read(await callerOf(request), request.body.conversationId)),
    );
    app.get(
      Api.chatUnread,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Unread private messages (the badge)',
          response: { 200: dataEnvelope(chatUnread) },
        },
      },
      async (request) => ok(await chat.unread(await callerOf(request))),
    );
  };
}
