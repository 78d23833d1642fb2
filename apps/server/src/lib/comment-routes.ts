import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { comment } from '@app/contract/content';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idOk, idParams } from '@app/contract/ids';
import { ContentMsg } from '@app/contract/messages';
import { currentAuth, requireMember } from '../plugins/auth';
import { ok, okRows } from './envelope';
import type { Viewer } from './viewer';

type Comment = z.infer<typeof comment>;

/**
 * The two comment routes every commentable thing has (news, viewpoints, courses): members post plain
 * text under the comment quota; anyone may page through the comments of what they may see.
 */
export function commentRoutes<S extends z.ZodType>(
  fastify: FastifyInstance,
  spec: {
    tags: string[];
    /** e.g. 'an article', for the API docs. */
    subject: string;
    post: {
      url: string;
      body: S;
      run(body: z.infer<S>, memberId: number, viewer: Viewer): Promise<{ id: number }>;
    };
    list: {
      url: string;
      run(
        id: number,
        page: z.infer<typeof pageQuery>,
        viewer: Viewer,
      ): Promise<{ rows: Comment[]; total: number }>;
    };
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tags } = spec;
  app.post(
    spec.post.url,
    {
      config: { writeQuota: 'comment' },
      preHandler: requireMember,
      schema: {
        tags,
        summary: `Comment on ${spec.subject} (plain text)`,
        body: spec.post.body,
        response: { 200: dataEnvelope(idOk) },
      },
    },
    async (request) =>
      ok(
        await spec.post.run(
          request.body as z.infer<S>,
          currentAuth(request).member.id,
          await request.viewer(),
        ),
        ContentMsg.commentOk,
      ),
  );
  app.get(
    `${spec.list.url}/:id`,
    {
      schema: {
        tags,
        summary: `The comments of ${spec.subject}, newest first`,
        params: idParams,
        querystring: pageQuery,
        response: { 200: rowsEnvelope(comment) },
      },
    },
    async (request) => {
      const { rows, total } = await spec.list.run(request.params.id, request.query, await request.viewer());
      return okRows(rows, total);
    },
  );
}
