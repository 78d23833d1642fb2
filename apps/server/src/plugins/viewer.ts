import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from '../lib/viewer';
import type { RequestAuth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, as far as paid content cares (member and held modules); looked up once per request. */
    viewer(): Promise<Viewer>;
  }
}

async function viewerPlugin(
  app: FastifyInstance,
  options: { resolve(auth: RequestAuth | null): Promise<Viewer> },
) {
  const resolved = new WeakMap<FastifyRequest, Promise<Viewer>>();
  app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
    let found = resolved.get(this);
    if (!found) {
      found = options.resolve(this.auth);
      resolved.set(this, found);
    }
    return found;
  });
}

export const viewerOfRequest = fp(viewerPlugin, { name: 'viewer', dependencies: ['auth'] });
