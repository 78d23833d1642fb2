import type { FastifyRequest } from 'fastify';
import { SEARCH_RATE_LIMIT, SEARCH_RATE_WINDOW_MS } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { TooManyRequestsError } from '../errors';
import type { RateLimits } from './rate-limit/rate-limits';

/** Query fields that turn a list request into a text search. */
const TEXT_FILTERS = ['title', 'content', 'keyword'] as const;

/** Whether a parsed list query searches text (an empty filter is no search). */
export function isTextSearch(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  const fields = query as Record<string, unknown>;
  return TEXT_FILTERS.some((name) => typeof fields[name] === 'string' && fields[name] !== '');
}

export type SearchGuard = (request: FastifyRequest) => Promise<void>;

/**
 * Search budgets per address and per member. Each answered search tells the caller something about the
 * stored text, so guessing text one request at a time must run out of requests long before it gets far.
 */
export function createSearchLimit(rateLimits: RateLimits) {
  const budget = { limit: SEARCH_RATE_LIMIT, windowMs: SEARCH_RATE_WINDOW_MS };
  const perIp = rateLimits.limit('search:ip', budget);
  const perMember = rateLimits.limit('search:member', budget);

  async function take(request: FastifyRequest): Promise<void> {
    const memberId = request.auth?.member.id;
    const [byIp, byMember] = await Promise.all([
      perIp.take(request.ip),
      memberId === undefined ? null : perMember.take(String(memberId)),
    ]);
    if (!byIp.ok || (byMember && !byMember.ok)) throw new TooManyRequestsError(Msg.tooManyRequests);
  }

  return {
    /** preHandler of list routes: counts the request when it carries a text filter. */
    textFilters: (async (request) => {
      if (isTextSearch(request.query)) await take(request);
    }) satisfies SearchGuard,
    /** preHandler of search-only routes: every request counts. */
    always: take satisfies SearchGuard,
  };
}
export type SearchLimit = ReturnType<typeof createSearchLimit>;
