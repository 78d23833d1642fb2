import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { createSimulatedIssuer } from './simulated-issuer';
import { buildPdf } from './simple-pdf';

describe('simple PDF', () => {
  it('embeds a subset of its font with a ToUnicode map, so every viewer shows it and text can be searched', async () => {
    const pdf = await buildPdf([{ text: '模拟发票 Invoice', size: 12, x: 56, y: 780 }]);
    const raw = pdf.toString('latin1');
    // A subset's name carries a six-letter tag (ABCDEF+NotoSansSC-Regular) and its glyphs are in the file.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/ToUnicode');
    expect(pdf.length).toBeLessThan(100_000);
    const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const text = await (await doc.getPage(1)).getTextContent();
    expect(text.items.map((item) => ('str' in item ? item.str : '')).join('')).toBe('模拟发票 Invoice');
    await doc.destroy();
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
    const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const text = await (await doc.getPage(1)).getTextContent();
    expect(text.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain('模拟发票');
    await doc.destroy();
  });
});
