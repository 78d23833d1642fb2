import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Msg } from '@app/contract/messages';
import { ValidationError } from '../errors';
import { containsControlCharacters } from '../lib/control-characters';

/**
 * Every route, with or without a schema, refuses control characters in its query, path and body before
 * anything reads them, so a NUL never reaches the database as a 500.
 */
async function controlCharactersPlugin(app: FastifyInstance) {
  // A plain callback, not an async function: it runs on every request and never waits for anything.
  app.addHook('preValidation', (request, _reply, done) => {
    const refused =
      containsControlCharacters(request.query) ||
      containsControlCharacters(request.params) ||
      containsControlCharacters(request.body);
    done(refused ? new ValidationError(Msg.controlCharacters) : undefined);
  });
}

export const rejectControlCharacters = fp(controlCharactersPlugin, { name: 'control-characters' });
