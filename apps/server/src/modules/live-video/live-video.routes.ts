import { visibilityFor } from '../../lib/visibility';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParam, idParams } from '@app/contract/ids';
import {
  liveVideoRoom,
  liveVideoRoomQuery,
  playback,
  playbackInfoQuery,
  playbackListQuery,
} from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate, markPrivateIfPersonal } from '../../lib/viewer';
import type { LiveVideoService } from './live-video.service';

const tags = ['live video'];

export function liveVideoRoutes(video: LiveVideoService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const rooms = rowsEnvelope(liveVideoRoom);
    const replays = rowsEnvelope(playback);

    app.get(
      Api.liveVideoList,
      {
        schema: {
          tags,
          summary: 'Live video rooms (on air first)',
          querystring: pageQuery.extend({ teacherId: idParam.optional() }),
          response: { 200: rooms },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { rows, total } = await video.rooms(request.query, viewer);
        markPrivateIfPersonal(reply, viewer, rows);
        return okRows(rows, total);
      },
    );
    app.get(
      Api.liveVideoListAuthorized,
      {
        schema: {
          tags,
          summary: 'Live video rooms the caller may watch',
          querystring: pageQuery,
          response: { 200: rooms },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { rows, total } = await video.authorizedRooms(request.query, await request.viewer());
        return okRows(rows, total);
      },
    );

    const roomInfo = async (
      id: number | undefined,
      request: FastifyRequest,
      reply: Parameters<typeof markPrivate>[0],
    ) => {
      const data = await video.room(id, await request.viewer());
      if (data.moduleId !== null || request.auth) markPrivate(reply);
      return ok(data);
    };
    app.get(
      `${Api.liveVideoInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'A live video room with its stream (206 when locked)',
          params: idParams,
          response: { 200: dataEnvelope(liveVideoRoom) },
        },
      },
      async (request, reply) => roomInfo(request.params.id, request, reply),
    );
    app.get(
      Api.liveVideoRoomInfo,
      {
        schema: {
          tags,
          summary: 'A live video room by ?id= (or the first room)',
          querystring: liveVideoRoomQuery,
          response: { 200: dataEnvelope(liveVideoRoom) },
        },
      },
      async (request, reply) => roomInfo(request.query.id ?? request.query.liveId, request, reply),
    );

    const list = (path: string, summary: string, variant: 'all' | 'visible' | 'allOrVisible') =>
      app.get(
        path,
        { schema: { tags, summary, querystring: playbackListQuery, response: { 200: replays } } },
        async (request, reply) => {
          const viewer = await request.viewer();
          const { liveId, teacherId } = request.query;
          const { rows, total } = await video.playbacks(
            { liveId, teacherId, visibility: visibilityFor(variant, viewer) },
            request.query,
            viewer,
          );
          markPrivateIfPersonal(reply, viewer, rows);
          return okRows(rows, total);
        },
      );
    list(Api.playbackList, 'Replays, newest first (filter by room or teacher)', 'visible');
    list(Api.playbackListLiveroom, "A room's replays (liveId)", 'visible');
    list(Api.playbackListAll, 'All replays including hidden ones', 'all');
    list(
      Api.playbackListAllOrVisible,
      'Visible replays, and hidden ones the caller teaches or holds',
      'allOrVisible',
    );
    list(Api.playbackListVisible, 'Visible replays', 'visible');

    app.get(
      `${Api.playbackInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'One replay with its video (206 when locked)',
          params: idParams,
          querystring: playbackInfoQuery,
          response: { 200: dataEnvelope(playback) },
        },
      },
      async (request, reply) => {
        const data = await video.playback(request.params.id, await request.viewer(), {
          countPlay: request.query.renew === undefined,
        });
        if (data.moduleId !== null || request.auth) markPrivate(reply);
        return ok(data);
      },
    );
  };
}
