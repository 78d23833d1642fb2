import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommerceMsg, type GoodsItem, type Invoice, type Order } from '@app/contract/commerce';
import { ResultCode } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { buyWithSandbox, shopper } from '../helpers/commerce';
import { client } from '../helpers/http';
import { pdfText } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let goods: GoodsItem;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  goods = ((await api.get<GoodsItem[]>(Api.goodsList)).rows as GoodsItem[])[0] as GoodsItem;
});
afterAll(async () => t?.close());

const invoices = async (token: string) =>
  (await api.get<Invoice[]>(Api.orderInvoiceList, { token })).rows as Invoice[];

describe('invoices', () => {
  it('requests a company invoice for a paid order, sees it issued, and opens its simulated PDF', async () => {
    const buyer = await shopper(t);
    const order = await buyWithSandbox(t, buyer.token, { goodsId: goods.id });
    const body = {
      orderNo: order.orderNo,
      titleType: 'company',
      title: '上海财学信息科技有限公司',
      taxId: '91310000MA1FL4TX3K',
      email: 'finance@example.com',
    };
    const asked = await api.post<Invoice>(Api.orderInvoice, body, { token: buyer.token });
    expect(asked.data).toMatchObject({ status: 'REQUESTED', amountFen: order.payAmountFen, pdfUrl: null });
    expect((await api.post(Api.orderInvoice, body, { token: buyer.token })).msg).toBe(
      CommerceMsg.invoiceExists,
    );

    const issued = await vi.waitFor(async () => {
      const [row] = await invoices(buyer.token);
      if (row?.status !== 'ISSUED') throw new Error('not issued yet');
      return row;
    });
    expect(issued.invoiceNo).toMatch(/^SIM\d{16}$/);
    const info = await api.get<Order>(`${Api.orderInfo}/${order.orderNo}`, { token: buyer.token });
    expect(info.data?.invoiceStatus).toBe('ISSUED');

    const pdf = await t.app.inject({ method: 'GET', url: issued.pdfUrl as string });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    // The font travels with the file (a subset), so viewers without CJK fonts draw the text.
    expect(pdf.body).toContain('/FontFile2');
    expect(await pdfText(pdf.rawPayload)).toContain(`发票号码：${issued.invoiceNo}`);
    const noKey = await t.app.inject({
      method: 'GET',
      url: (issued.pdfUrl as string).replace(/key=[^&]+/, 'key=AAAAAAAAAAAAAAAAAAAAAAAA'),
    });
    expect(noKey.json()).toMatchObject({ code: ResultCode.notFound });
  });

  it('a refund voids the issued invoice: a red-letter invoice at the issuer, 已作废 in the list, the PDF marked void', async () => {
    const buyer = await shopper(t);
    const order = await buyWithSandbox(t, buyer.token, { goodsId: goods.id });
    const body = { orderNo: order.orderNo, titleType: 'personal', title: '张三', email: 'a@b.cn' };
    expect((await api.post(Api.orderInvoice, body, { token: buyer.token })).code).toBe(200);
    const issued = await vi.waitFor(async () => {
      const [row] = await invoices(buyer.token);
      if (row?.status !== 'ISSUED') throw new Error('not issued yet');
      return row;
    });

    const refunded = await api.post<Order>(
      Api.orderRefund,
      { orderNo: order.orderNo, reason: '不需要了' },
      { token: buyer.token },
    );
    expect(refunded.data).toMatchObject({ status: 'REFUNDED', invoiceStatus: 'VOIDED' });
    const [voided] = await invoices(buyer.token);
    expect(voided).toMatchObject({ id: issued.id, status: 'VOIDED', invoiceNo: issued.invoiceNo });
    expect(voided?.redInvoiceNo).toMatch(/^SIMR\d{16}$/);
    expect(voided?.voidTime).not.toBeNull();

    const pdf = await t.app.inject({ method: 'GET', url: voided?.pdfUrl as string });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('已作废');
    expect(text).toContain(voided?.redInvoiceNo as string);
    // A refunded order takes no new invoice.
    expect((await api.post(Api.orderInvoice, body, { token: buyer.token })).code).toBe(ResultCode.conflict);
  });

  it('validates the form: tax id for companies, e-mail, title', async () => {
    const buyer = await shopper(t);
    const order = await buyWithSandbox(t, buyer.token, { goodsId: goods.id });
    const base = { orderNo: order.orderNo, titleType: 'company', title: '某公司', email: 'a@b.cn' };
    expect((await api.post(Api.orderInvoice, { ...base, taxId: '123' }, { token: buyer.token })).msg).toBe(
      CommerceMsg.taxIdInvalid,
    );
    expect(
      (await api.post(Api.orderInvoice, { ...base, taxId: '91310000MA1FL4TX3O' }, { token: buyer.token }))
        .msg,
    ).toBe(CommerceMsg.taxIdInvalid);
    expect(
      (
        await api.post(
          Api.orderInvoice,
          { ...base, taxId: '91310000MA1FL4TX3K', email: 'nope' },
          { token: buyer.token },
        )
      ).msg,
    ).toBe(CommerceMsg.emailInvalid);
    expect(
      (
        await api.post(
          Api.orderInvoice,
          { ...base, titleType: 'personal', title: ' ' },
          { token: buyer.token },
        )
      ).msg,
    ).toBe(CommerceMsg.titleRequired);
    const personal = await api.post<Invoice>(
      Api.orderInvoice,
      { ...base, titleType: 'personal', title: '张三' },
      { token: buyer.token },
    );
    expect(personal.data).toMatchObject({ titleType: 'personal', taxId: null });
  });

  it('refuses unpaid and other members’ orders', async () => {
    const buyer = await shopper(t);
    const other = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: goods.id }, { token: buyer.token });
    const body = { orderNo: created.data?.orderNo, titleType: 'personal', title: '张三', email: 'a@b.cn' };
    expect((await api.post(Api.orderInvoice, body, { token: buyer.token })).code).toBe(ResultCode.conflict);
    expect((await api.post(Api.orderInvoice, body, { token: other.token })).code).toBe(ResultCode.notFound);
    expect(
      (await api.post(Api.orderInvoiceIssue, { id: 1, approve: true }, { token: buyer.token })).code,
    ).toBe(ResultCode.forbidden);
  });
});
