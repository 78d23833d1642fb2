import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MemberRow } from '../db/schema/members';
import { UnauthorizedError } from '../errors';

export interface RequestAuth {
  member: MemberRow;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member behind the Bearer token, or null for a visitor (or a dead token). */
    auth: RequestAuth | null;
  }
}

export interface AuthOptions {
  authenticate(token: string): Promise<RequestAuth | null>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  app.decorateRequest('auth', null);
  // A callback hook: a visitor's request (no header) passes straight through without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) return done();
    options.authenticate(token).then((found) => {
      request.auth = found;
      done();
    }, done);
  });
}

export const auth = fp(authPlugin, { name: 'auth' });

/** preHandler for member-only routes: no live session means 401 (the client then clears its session). */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new UnauthorizedError();
}

/** The signed-in member; only call behind requireMember. */
export function currentAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}
