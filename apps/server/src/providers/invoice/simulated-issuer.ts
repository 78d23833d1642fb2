import { randomInt } from 'node:crypto';
import { fenToYuan } from '@app/contract/commerce';
import type { InvoiceIssuer } from './invoice-issuer';
import { buildPdf, type PdfLine } from './simple-pdf';

const RED: [number, number, number] = [0.8, 0.1, 0.1];

const chinaTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const numberAt = (prefix: string, at: Date) =>
  `${prefix}${chinaTime(at).slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** The embedded issuer: numbers and draws an invoice that says, in red at the top, it is simulated. */
export function createSimulatedIssuer(): InvoiceIssuer {
  return {
    simulated: true,
    async issue(_request, at) {
      return { invoiceNo: numberAt('SIM', at) };
    },
    async void(_invoice, at) {
      return { redInvoiceNo: numberAt('SIMR', at) };
    },
    async pdf(r) {
      let y = 780;
      const line = (text: string, size = 12, color?: [number, number, number]): PdfLine => {
        const at = { text, size, x: 56, y, ...(color ? { color } : {}) };
        y -= size + 14;
        return at;
      };
      const voided = r.voided
        ? [
            line('已作废（订单已退款，已开具红字发票冲销）', 16, RED),
            line(`红字发票号码：${r.voided.redInvoiceNo}`, 12, RED),
            line(`红冲日期：${chinaTime(r.voided.voidedAt)}`, 12, RED),
          ]
        : [];
      return buildPdf([
        line('模拟发票（演示环境，不是税务发票，不可报销）', 16, RED),
        ...voided,
        line('电子发票（普通发票）', 20),
        line(`发票号码：${r.invoiceNo}`),
        line(`开票日期：${chinaTime(r.issuedAt)}`),
        line(`购买方：${r.title}`),
        line(`抬头类型：${r.titleType === 'company' ? '企业' : '个人'}`),
        ...(r.taxId ? [line(`纳税人识别号：${r.taxId}`)] : []),
        line(`项目：${r.goodsTitle}`),
        line(`订单编号：${r.orderNo}`),
        line(`价税合计：¥${fenToYuan(r.amountFen)}`, 14),
        line(`接收邮箱：${r.email}`),
        line('销售方：财经学堂（演示）', 12),
      ]);
    },
  };
}
