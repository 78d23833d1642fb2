import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CommerceMsg, invoice, invoiceBody, invoiceIssueBody } from '@app/contract/commerce';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParam } from '@app/contract/ids';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import { toInvoice } from './commerce.presenter';
import type { InvoiceService } from './invoice.service';
import { assertOperator } from './operator';

const tags = ['invoices'];

/** Invoices: request for a paid order, my invoices, the operator's issue/reject, and the issued PDF. */
export function invoiceRoutes(service: InvoiceService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const show = (found: Awaited<ReturnType<InvoiceService['review']>>) =>
      toInvoice(found.invoice, found.order);

    app.post(
      Api.orderInvoice,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Asks for an invoice of a paid order',
          body: invoiceBody,
          response: { 200: dataEnvelope(invoice) },
        },
      },
      async (request) =>
        ok(
          show(await service.request(currentAuth(request).member.id, request.body)),
          CommerceMsg.invoiceRequested,
        ),
    );
    app.get(
      Api.orderInvoiceList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'My invoices',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(invoice) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const page = await service.list(currentAuth(request).member.id, request.query);
        return okRows(page.rows.map(show), page.total);
      },
    );
    app.post(
      Api.orderInvoiceIssue,
      {
        preHandler: requireMember,
        config: { writeQuota: false },
        schema: {
          tags,
          summary: 'Operator: issues or rejects a requested invoice',
          body: invoiceIssueBody,
          response: { 200: dataEnvelope(invoice) },
        },
      },
      async (request) => {
        assertOperator(currentAuth(request).member);
        return ok(show(await service.review(request.body.id, request.body.approve, request.body.reason)));
      },
    );
    app.get(
      `${Api.orderInvoicePdf}/:id`,
      {
        schema: {
          tags,
          summary: 'The issued invoice as PDF (the link carries its key: the PDF viewer has no session)',
          params: z.object({ id: idParam }),
          querystring: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
        },
      },
      async (request, reply) => {
        const pdf = await service.pdf(request.params.id, request.query.key);
        markPrivate(reply);
        return reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="invoice.pdf"')
          .send(pdf);
      },
    );
  };
}
