/**
 * A one-page PDF of text lines, with no font embedded: Chinese through the standard CJK font STSong-Light
 * (Adobe-GB1, UniGB-UCS2-H: the codes are UCS-2), which PDF readers carry, and a ToUnicode map so the text
 * can be searched and copied. Enough for a simulated invoice; a real issuer supplies its own PDF.
 */
export interface PdfLine {
  text: string;
  size: number;
  x: number;
  y: number;
  /** RGB 0..1. */
  color?: [number, number, number];
}

const ucs2Hex = (text: string) =>
  [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0x3f;
      return (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
    })
    .join('');

export function buildPdf(
  lines: PdfLine[],
  box: { width: number; height: number } = { width: 595, height: 842 },
): Buffer {
  const content = lines
    .map((l) => {
      const [r, g, b] = l.color ?? [0.1, 0.1, 0.1];
      return `BT ${r} ${g} ${b} rg /F1 ${l.size} Tf ${l.x} ${l.y} Td <${ucs2Hex(l.text)}> Tj ET`;
    })
    .join('\n');
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    '1 beginbfrange <0000> <FFFF> <0000> endbfrange',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${box.width} ${box.height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 8 0 R /DW 1000 >>',
    `<< /Length ${Buffer.byteLength(toUnicode)} >>\nstream\n${toUnicode}\nendstream`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
