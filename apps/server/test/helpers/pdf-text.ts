import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF's pages as a reader extracts it (through the fonts' ToUnicode maps), lines joined by newlines. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}
