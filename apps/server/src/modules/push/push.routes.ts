import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { count, idParams } from '@app/contract/ids';
import { pushItem, pushListQuery, pushUnread } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { PushService } from './push.service';

const tags = ['member'];

/** The member's notifications: list, unread count (the badge), mark one or all read. */
export function pushRoutes(push: PushService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.pushList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "The member's notifications, newest first (unread=1: unread only)",
          querystring: pushListQuery,
          response: { 200: rowsEnvelope(pushItem) },
        },
      },
      async (request) => {
        const { rows, total } = await push.list(currentAuth(request).member.id, request.query);
        return okRows(rows, total);
      },
    );
    app.get(
      Api.pushUnread,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'How many notifications are unread',
          response: { 200: dataEnvelope(pushUnread) },
        },
      },
      async (request) => ok({ count: await push.unreadCount(currentAuth(request).member.id) }),
    );
    app.post(
      `${Api.pushRead}/:id`,
      {
        config: { writeQuota: false },
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Mark one notification read (another member’s answers as missing)',
          params: idParams,
          response: { 200: dataEnvelope(pushItem) },
        },
      },
      async (request) => ok(await push.markRead(currentAuth(request).member.id, request.params.id)),
    );
    app.post(
      Api.pushReadAll,
      {
        config: { writeQuota: false },
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Mark every notification read',
          response: { 200: dataEnvelope(z.object({ count })) },
        },
      },
      async (request) => ok({ count: await push.markAllRead(currentAuth(request).member.id) }),
    );
  };
}
