import { describe, expect, it } from 'vitest';
import { createSimulatedIssuer } from './simulated-issuer';
import { buildPdf } from './simple-pdf';

describe('simple PDF', () => {
  it('points every xref entry at its object and startxref at the table', () => {
    const pdf = buildPdf([{ text: '模拟发票 Invoice', size: 12, x: 56, y: 780 }]).toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(8);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    // Chinese as UCS-2 codes for UniGB-UCS2-H: 模 is U+6A21.
    expect(pdf).toContain('<6a21');
  });

  it('marks the embedded issuer’s invoices as simulated', async () => {
    const issuer = createSimulatedIssuer();
    const { invoiceNo } = await issuer.issue(
      {
        orderNo: 'A1',
        goodsTitle: 'x',
        amountFen: 100,
        titleType: 'personal',
        title: '张三',
        taxId: null,
        email: 'a@b.cn',
      },
      new Date('2026-11-23T02:00:00Z'),
    );
    expect(invoiceNo).toMatch(/^SIM20261123\d{8}$/);
    const pdf = await issuer.pdf({
      orderNo: 'A1',
      goodsTitle: 'x',
      amountFen: 100,
      titleType: 'personal',
      title: '张三',
      taxId: null,
      email: 'a@b.cn',
      invoiceNo,
      issuedAt: new Date(),
    });
    const sim = [...'模拟发票']
      .map((c) => (c.codePointAt(0) as number).toString(16).padStart(4, '0'))
      .join('');
    expect(pdf.toString('latin1')).toContain(`<${sim}`);
  });
});
