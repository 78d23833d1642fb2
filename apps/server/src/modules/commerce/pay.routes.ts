import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CommerceMsg, orderNoBody, payChannel } from '@app/contract/commerce';
import { dataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { ConflictError, ValidationError } from '../../errors';
import { ok } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import type { OrderService } from './order.service';

const tags = ['payment'];

/** The notify endpoint every provider reports to; in a plugin of its own, where bodies stay raw. */
function notifyRoute(service: OrderService) {
  return async (fastify: FastifyInstance) => {
    // Signatures cover the exact bytes sent: within this plugin, bodies stay raw strings.
    fastify.removeContentTypeParser(['application/json', 'text/plain']);
    fastify.addContentTypeParser(
      ['application/json', 'text/plain', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      `${Api.payNotify}/:channel`,
      {
        // Providers resend until answered; each attempt is verified before anything is read.
        config: { writeQuota: false },
        schema: {
          tags,
          summary: 'Payment and refund notifications (verified, idempotent)',
          params: z.object({ channel: payChannel }),
        },
      },
      async (request, reply) => {
        const channel = request.params.channel;
        const outcome = await service.handleNotification(channel, {
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : '',
        });
        const answer = service.replyFor(channel, outcome.accepted, outcome.reason);
        reply.code(answer.status);
        if (answer.contentType) reply.type(answer.contentType);
        return reply.send(answer.body ?? '');
      },
    );
  };
}

/** The notify endpoint, and the sandbox cashier's two calls. */
export function payRoutes(
  service: OrderService,
  sandbox: (PaymentProvider & { confirm(orderNo: string, amountFen: number): Promise<void> }) | null,
) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(notifyRoute(service));
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      Api.paySandboxConfirm,
      {
        preHandler: requireMember,
        config: { writeQuota: false },
        schema: {
          tags,
          summary: 'The sandbox cashier: the member confirms; the sandbox notifies like a real provider',
          body: orderNoBody,
          response: { 200: dataEnvelope(z.object({ status: z.string() })) },
        },
      },
      async (request) => {
        if (!sandbox) throw new ValidationError(CommerceMsg.channelUnavailable);
        const memberId = currentAuth(request).member.id;
        const order = await service.sandboxOrder(memberId, request.body.orderNo);
        if (order.status !== 'PENDING_PAYMENT' || order.channel !== 'sandbox')
          throw new ConflictError(CommerceMsg.orderNotPayable);
        await sandbox.confirm(order.orderNo, order.payAmountFen);
        const after = await service.sandboxOrder(memberId, order.orderNo);
        // A payment refunded at once (the member no longer suits the product) says why.
        const refunded = after.status === 'REFUNDING' || after.status === 'REFUNDED';
        return ok(
          { status: after.status },
          after.status === 'FULFILLED' || after.status === 'PAID'
            ? CommerceMsg.paid
            : refunded && after.refundReason
              ? after.refundReason
              : CommerceMsg.orderNotPayable,
        );
      },
    );
  };
}
