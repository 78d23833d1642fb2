import type { RouteOptions } from 'fastify';
import { requireMember } from '../auth';

export const BEARER_SCHEME = 'bearer';

type SecurityRequirement = Record<string, string[]>;

/** Member-only: a visitor (or a dead token) is answered 401. */
const memberOnly: SecurityRequirement[] = [{ [BEARER_SCHEME]: [] }];
/** The auth hook reads a token on every route, so any other route takes one and may answer a member differently. */
const optional: SecurityRequirement[] = [{}, { [BEARER_SCHEME]: [] }];

/** The security a route declares, read from how it authenticates (its requireMember guard), not from a list. */
export function securityOf(route: Pick<RouteOptions, 'preHandler'>): SecurityRequirement[] {
  const guards = [route.preHandler ?? []].flat();
  return guards.includes(requireMember) ? memberOnly : optional;
}
