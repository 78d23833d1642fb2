import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CommerceMsg, type InvoiceBody } from '@app/contract/commerce';
import { ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { offsetOf, type PageQuery } from '../../lib/paging';
import type { InvoiceIssuer } from '../../providers/invoice/invoice-issuer';
import type { InvoiceRepository, InvoiceWithOrder } from './invoice.repository';
import type { OrderRepository } from './order.repository';
import type { Notify } from './order.service';
import { Pages } from '@app/contract/pages';

const BATCH = 50;

export function createInvoiceService(deps: {
  invoices: InvoiceRepository;
  orders: OrderRepository;
  issuer: InvoiceIssuer;
  clock: Clock;
  log: FastifyBaseLogger;
  notify?: Notify;
}) {
  const { invoices, orders, issuer, clock, log } = deps;
  const requestOf = ({ invoice, order }: InvoiceWithOrder) => ({
    orderNo: order.orderNo,
    goodsTitle: order.goodsTitle,
    amountFen: invoice.amountFen,
    titleType: invoice.titleType,
    title: invoice.title,
    taxId: invoice.taxId,
    email: invoice.email,
  });

  /** Has the issuer make out one requested invoice; only the caller that moves it to ISSUED keeps the number. */
  async function issue(id: number): Promise<void> {
    const found = await invoices.byId(id);
    if (!found || found.invoice.status !== 'REQUESTED') return;
    // An order being refunded is not invoiced: a refund that goes through voids the request instead.
    if (found.order.status !== 'PAID' && found.order.status !== 'FULFILLED') return;
    const at = clock.now();
    const { invoiceNo } = await issuer.issue(requestOf(found), at);
    const issued = await invoices.markIssued(id, {
      invoiceNo,
      issuedAt: at,
      pdfKey: randomBytes(18).toString('base64url'),
    });
    if (issued)
      await deps
        .notify?.(issued.memberId, {
          kind: 'invoiceIssued',
          title: CommerceMsg.noticeInvoiceTitle,
          body: CommerceMsg.noticeInvoiceBody(found.order.goodsTitle),
          link: Pages.invoice,
        })
        .catch((error: unknown) => log.warn({ err: error }, 'invoice notification failed'));
  }

  /**
   * A refunded order's invoice is voided: an issued one through the issuer's red-letter invoice (红冲), one
   * still requested simply (nothing was issued). A failure leaves it standing for the sweep to retry.
   */
  async function voidFor(orderId: number): Promise<void> {
    const found = await invoices.liveOf(orderId);
    if (!found) return;
    const { invoice } = found;
    const at = clock.now();
    if (invoice.status === 'REQUESTED' || !invoice.invoiceNo || !invoice.issuedAt) {
      await invoices.markVoided(invoice.id, 'REQUESTED', { redInvoiceNo: null, voidedAt: at });
      return;
    }
    const { redInvoiceNo } = await issuer.void(
      { ...requestOf(found), invoiceNo: invoice.invoiceNo, issuedAt: invoice.issuedAt },
      at,
    );
    await invoices.markVoided(invoice.id, 'ISSUED', { redInvoiceNo, voidedAt: at });
  }

  return {
    voidFor,

    async request(memberId: number, body: InvoiceBody) {
      const found = await orders.forMember(memberId, body.orderNo);
      if (!found) throw new NotFoundError(CommerceMsg.orderNotFound);
      const { order } = found;
      if (!['PAID', 'FULFILLED'].includes(order.status) || order.payAmountFen === 0)
        throw new ConflictError(CommerceMsg.invoiceNotAllowed);
      const row = await invoices.insert({
        memberId,
        orderId: order.id,
        titleType: body.titleType,
        title: body.title,
        taxId: body.titleType === 'company' ? (body.taxId ?? null) : null,
        email: body.email,
        amountFen: order.payAmountFen,
        status: 'REQUESTED',
        createdAt: clock.now(),
      });
      if (!row) throw new ConflictError(CommerceMsg.invoiceExists);
      // The embedded issuer works at once, after the answer; a real one may take its time (the sweep retries).
      if (issuer.simulated)
        setImmediate(() => {
          issue(row.id).catch((error: unknown) =>
            log.error({ err: error, id: row.id }, 'invoice issue failed'),
          );
        });
      return {
        invoice: row,
        order: { orderNo: order.orderNo, goodsTitle: order.goodsTitle, status: order.status },
      };
    },

    async list(memberId: number, page: PageQuery) {
      return invoices.page(memberId, offsetOf(page), page.pageSize);
    },

    /** An operator issues or rejects a requested invoice. */
    async review(id: number, approve: boolean, reason: string | undefined) {
      if (approve) await issue(id);
      else if (!(await invoices.markRejected(id, reason ?? '')))
        throw new ConflictError(CommerceMsg.invoiceNotFound);
      const after = await invoices.byId(id);
      if (!after) throw new NotFoundError(CommerceMsg.invoiceNotFound);
      return after;
    },

    /** The PDF of an issued invoice, for whoever holds its link key. */
    async pdf(id: number, key: string): Promise<Buffer> {
      const found = await invoices.byId(id);
      const stored = found?.invoice.pdfKey;
      const matches =
        stored !== null &&
        stored !== undefined &&
        stored.length === key.length &&
        timingSafeEqual(Buffer.from(stored), Buffer.from(key));
      const { invoice } = found ?? {};
      if (!found || !invoice || !matches || !invoice.invoiceNo || !invoice.issuedAt)
        throw new NotFoundError(CommerceMsg.invoiceNotFound);
      const voided =
        invoice.status === 'VOIDED' && invoice.redInvoiceNo && invoice.voidedAt
          ? { redInvoiceNo: invoice.redInvoiceNo, voidedAt: invoice.voidedAt }
          : undefined;
      if (invoice.status !== 'ISSUED' && !voided) throw new NotFoundError(CommerceMsg.invoiceNotFound);
      return issuer.pdf({
        ...requestOf(found),
        invoiceNo: invoice.invoiceNo,
        issuedAt: invoice.issuedAt,
        ...(voided ? { voided } : {}),
      });
    },

    /** Issues requests left behind (a restart between request and issue), voids those of refunded orders. */
    async sweep(): Promise<void> {
      for (const { id } of await invoices.requestedBefore(new Date(clock.now().getTime() - 60_000), BATCH))
        await issue(id);
      for (const { orderId } of await invoices.standingOfRefunded(BATCH)) await voidFor(orderId);
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
