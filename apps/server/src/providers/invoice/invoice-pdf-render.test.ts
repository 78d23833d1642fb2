import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { createSimulatedIssuer } from './simulated-issuer';

// The Node canvas stands in for the browser's one pdf.js types against.
type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** Renders page 1 the way the app's pdf.js viewer does (no CMaps, no system fonts) and counts inked pixels. */
async function inkedPixels(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: 1 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked += 1;
    }
    return inked;
  } finally {
    await doc.destroy();
  }
}

describe('invoice PDF as a viewer draws it', () => {
  it('shows the Chinese text of page 1, not a blank page', async () => {
    const pdf = await createSimulatedIssuer().pdf({
      orderNo: 'A1',
      goodsTitle: '课程：股票入门',
      amountFen: 9900,
      titleType: 'personal',
      title: '张三',
      taxId: null,
      email: 'a@b.cn',
      invoiceNo: 'SIM2026112300000001',
      issuedAt: new Date('2026-11-23T02:00:00Z'),
      voided: { redInvoiceNo: 'SIMR2026112400000001', voidedAt: new Date('2026-11-24T02:00:00Z') },
    });
    // About a dozen lines of 12-20pt text ink several thousand pixels; a blank page inks none.
    expect(await inkedPixels(pdf)).toBeGreaterThan(5_000);
    // Subset: only the glyphs used, not the 10 MB font.
    expect(pdf.length).toBeLessThan(200_000);
  });
});
