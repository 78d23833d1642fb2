import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_MS } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { ConflictError, ValidationError } from '../errors';
import type { Clock } from '../lib/clock';
import { sha256Hex } from '../lib/hash';
import type { IdempotencyRepository } from '../modules/idempotency/idempotency.repository';

const HEADER = 'idempotency-key';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const KEY_SHAPE = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);
/** Old keys are swept now and then rather than on every write. */
const SWEEP_EVERY = 200;

interface Claimed {
  scope: string;
  key: string;
}

/**
 * Writes may carry an Idempotency-Key header (IETF draft "The Idempotency-Key HTTP Header Field"): the first
 * request with a key runs and its successful answer is kept for a day; a retry with the same key and the
 * same request gets that answer again (header Idempotent-Replayed: true) without running twice.
 */
async function idempotencyPlugin(
  app: FastifyInstance,
  options: { repo: IdempotencyRepository; clock: Clock },
) {
  const { repo, clock } = options;
  const claimed = new WeakMap<FastifyRequest, Claimed>();
  let claims = 0;

  /** Claims the key of a write, or answers with the kept answer of an earlier run: true when it answered. */
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply, header: string | string[]) {
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_SHAPE.test(key)) throw new ValidationError(Msg.badRequest);
    const scope = request.auth ? `m:${request.auth.member.id}` : `ip:${request.ip}`;
    const fingerprint = sha256Hex(
      `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`,
    );
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    claims += 1;
    if (claims % SWEEP_EVERY === 0) await repo.forgetOlderThan(staleBefore);
    const claim = await repo.claim(scope, key, fingerprint, now, staleBefore);
    if (claim.state === 'mismatch') throw new ConflictError(Msg.idempotencyKeyReused);
    if (claim.state === 'running') throw new ConflictError(Msg.requestInProgress);
    if (claim.state === 'done') {
      reply
        .header('Idempotent-Replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(claim.response);
      return true;
    }
    claimed.set(request, { scope, key });
    return false;
  }

  async function settle(mine: Claimed, reply: FastifyReply, payload: unknown) {
    const succeeded =
      reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"code":200');
    if (succeeded) await repo.complete(mine.scope, mine.key, payload);
    else await repo.release(mine.scope, mine.key);
  }

  // Callback hooks, not async ones: they run on every request, and reads and writes without a key (most
  // requests) pass straight through without a promise each.
  app.addHook('preHandler', (request, reply, done) => {
    const header = request.headers[HEADER];
    if (READS.has(request.method) || header === undefined) return done();
    // A replayed answer has been sent: the route does not run (Fastify's early reply from a callback hook).
    claimOrReplay(request, reply, header).then((answered) => answered || done(), done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const mine = claimed.get(request);
    if (!mine) return done(null, payload);
    claimed.delete(request);
    settle(mine, reply, payload).then(() => done(null, payload), done);
  });
}

export const idempotency = fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] });
