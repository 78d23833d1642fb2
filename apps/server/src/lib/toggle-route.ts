import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { toggleResult } from '@app/contract/content';
import { dataEnvelope } from '@app/contract/envelope';
import { ContentMsg } from '@app/contract/messages';
import { currentAuth, requireMember } from '../plugins/auth';
import { ok } from './envelope';

type ToggleResult = z.infer<typeof toggleResult>;

/** What a toggle says when it turns on, and when it turns off. */
export const ToggleTexts = {
  like: { on: ContentMsg.liked, off: ContentMsg.unliked },
  collect: { on: ContentMsg.collected, off: ContentMsg.uncollected },
  follow: { on: ContentMsg.followed, off: ContentMsg.unfollowed },
} as const;

type Input<S extends z.ZodType> = { body: S; params?: never } | { params: S; body?: never };

/**
 * A member's like / collect / follow switch: members only, the target named in the body or the path,
 * answered with the new state and count and the text for the way it went.
 */
export function toggleRoute<S extends z.ZodType>(
  fastify: FastifyInstance,
  spec: Input<S> & {
    url: string;
    tags: string[];
    summary: string;
    texts: { on: string; off: string };
    run(input: z.infer<S>, memberId: number, request: FastifyRequest): Promise<ToggleResult>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const input = spec.body ? { body: spec.body } : { params: spec.params };
  app.post(
    spec.url,
    {
      preHandler: requireMember,
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...input,
        response: { 200: dataEnvelope(toggleResult) },
      },
    },
    async (request) => {
      const named = (spec.body ? request.body : request.params) as z.infer<S>;
      const result = await spec.run(named, currentAuth(request).member.id, request);
      return ok(result, result.active ? spec.texts.on : spec.texts.off);
    },
  );
}
