import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import {
  liveCategory,
  liveHeats,
  liveLikeRequest,
  liveRoom,
  liveRoomListQuery,
  liveRoomNav,
  liveShareRequest,
  liveTeacher,
} from '@app/contract/live';
import { idParam, idParams } from '@app/contract/ids';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { LiveRoomService } from './live-room.service';

const tags = ['live'];
const liveIdParams = z.object({ liveId: idParam });
const navParams = z.object({ type: z.enum(['word', 'video']) });
const navQuery = z.object({ id: idParam.optional() });

export function liveRoomRoutes(rooms: LiveRoomService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      Api.liveWordList,
      {
        schema: {
          tags,
          summary: 'Text live rooms',
          querystring: liveRoomListQuery,
          response: { 200: rowsEnvelope(liveRoom) },
        },
      },
      async (request) => {
        const { rows, total } = await rooms.list('word', request.query.pageNum, request.query.pageSize);
        return okRows(rows, total);
      },
    );

    app.get(
      `${Api.liveTeacherRooms}/:id`,
      {
        schema: {
          tags,
          summary: "A teacher's rooms (text and video), in list order",
          params: idParams,
          querystring: liveRoomListQuery,
          response: { 200: rowsEnvelope(liveRoom) },
        },
      },
      async (request) => {
        const { pageNum, pageSize } = request.query;
        const { rows, total } = await rooms.listOfTeacher(request.params.id, pageNum, pageSize);
        return okRows(rows, total);
      },
    );

    app.get(
      Api.liveWordListAuthorized,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Text live rooms the member may enter (free ones and those of modules they hold)',
          querystring: liveRoomListQuery,
          response: { 200: rowsEnvelope(liveRoom) },
        },
      },
      async (request) => {
        const { rows, total } = await rooms.listAuthorized(
          'word',
          await request.viewer(),
          request.query.pageNum,
          request.query.pageSize,
        );
        return okRows(rows, total);
      },
    );

    app.get(
      Api.liveWordRoomInfo,
      { schema: { tags, summary: 'The default text room', response: { 200: dataEnvelope(liveRoom) } } },
      async () => ok(await rooms.defaultRoom('word')),
    );

    app.get(
      `${Api.liveWordInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'One text room',
          params: idParams,
          response: { 200: dataEnvelope(liveRoom) },
        },
      },
      async (request) => ok(await rooms.info('word', request.params.id)),
    );

    app.get(
      `${Api.liveNavInfo}/:type`,
      {
        schema: {
          tags,
          summary: "A room page's category tabs and comment switch (query id; default room without it)",
          params: navParams,
          querystring: navQuery,
          response: { 200: dataEnvelope(liveRoomNav) },
        },
      },
      async (request) => ok(await rooms.nav(request.params.type, request.query.id)),
    );

    app.get(
      Api.liveCategoryAll,
      { schema: { tags, summary: 'Message categories', response: { 200: rowsEnvelope(liveCategory) } } },
      async () => {
        const rows = await rooms.categories();
        return okRows(rows, rows.length);
      },
    );

    app.get(
      `${Api.liveTeachers}/:liveId`,
      {
        schema: {
          tags,
          summary: 'Teachers of a room',
          params: liveIdParams,
          response: { 200: rowsEnvelope(liveTeacher) },
        },
      },
      async (request) => {
        const rows = await rooms.teachers(request.params.liveId);
        return okRows(rows, rows.length);
      },
    );

    app.get(
      `${Api.liveHeats}/:liveId`,
      {
        schema: {
          tags,
          summary: 'Heat, sockets online (all instances), likes, shares and whether the caller liked',
          params: liveIdParams,
          response: { 200: dataEnvelope(liveHeats) },
        },
      },
      async (request) => ok(await rooms.heats(request.params.liveId, request.auth?.member.id ?? null)),
    );

    app.post(
      Api.liveLike,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Toggle the caller’s like of a room; returns the new figures',
          body: liveLikeRequest,
          response: { 200: dataEnvelope(liveHeats) },
        },
      },
      async (request) => ok(await rooms.like(request.body.liveId, currentAuth(request).member.id)),
    );

    app.post(
      Api.liveShare,
      {
        config: { writeQuota: 'share' },
        schema: {
          tags,
          summary: 'Count a share of a room (visitors too)',
          body: liveShareRequest,
          response: { 200: dataEnvelope(liveHeats) },
        },
      },
      async (request) =>
        ok(await rooms.share(request.body.liveId, request.auth?.member.id ?? null, request.body.channel)),
    );
  };
}
