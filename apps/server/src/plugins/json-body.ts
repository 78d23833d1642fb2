import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Many clients send `Content-Type: application/json` on a POST with no body (logout, or fields in the
 * query string). An empty body is "no body", not malformed JSON; anything else goes to Fastify's parser,
 * which keeps its prototype-poisoning protection.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

export const emptyTolerantJson = fp(jsonBodyPlugin, { name: 'json-body' });
