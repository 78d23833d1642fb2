import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * A one-page PDF of text lines. The Chinese font is embedded as a subset (only the glyphs used, through
 * pdfkit's fontkit), because viewers without Adobe's CJK fonts or CMaps (pdf.js without cMapUrl, most
 * phones) drew the old non-embedded STSong-Light as a blank page. pdfkit writes the ToUnicode map, so the
 * text stays searchable. Enough for a simulated invoice; a real issuer supplies its own PDF.
 */
export interface PdfLine {
  text: string;
  size: number;
  x: number;
  /** Baseline, in PDF points from the bottom of the page. */
  y: number;
  /** RGB 0..1. */
  color?: [number, number, number];
}

// The font ships in an npm package, so `npm install` alone is enough to run; nothing is fetched at run time.
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
);

let fontBytes: Promise<Buffer> | undefined;
const loadFont = () => {
  fontBytes ??= readFile(FONT_FILE).catch((err: unknown) => {
    fontBytes = undefined;
    throw err;
  });
  return fontBytes;
};

export async function buildPdf(
  lines: PdfLine[],
  box: { width: number; height: number } = { width: 595, height: 842 },
): Promise<Buffer> {
  const font = await loadFont();
  const doc = new PDFDocument({ size: [box.width, box.height], margin: 0, autoFirstPage: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(font);
  for (const l of lines) {
    const [r, g, b] = l.color ?? [0.1, 0.1, 0.1];
    doc.fontSize(l.size).fillColor([r * 255, g * 255, b * 255]);
    // pdfkit places text by its top-left corner, y down; callers give a PDF baseline, y up.
    doc.text(l.text, l.x, box.height - l.y, { baseline: 'alphabetic', lineBreak: false });
  }
  doc.end();
  return done;
}
