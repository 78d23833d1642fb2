/**
 * The demo research report (media/docs/research-report.pdf) in hand-written PDF syntax: three A4 pages
 * of Latin text in the standard Helvetica fonts (nothing to embed) and a bar chart drawn with vector
 * operators. Deterministic (no dates, fixed ids), so the committed file can be checked against it.
 */

/** Where the file lives under the media folder (served at /media/docs/research-report.pdf). */
export const DEMO_PDF_PATH = 'docs/research-report.pdf';

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 56;

type Line =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'gap'; size: number };

interface PageSpec {
  lines: Line[];
  /** Extra drawing operators placed under the text (charts, rules). */
  drawing?: string;
}

/** PDF string literal: backslash, parentheses escaped; the demo text is plain ASCII. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function textOps(lines: Line[]): string {
  const ops: string[] = [];
  let y = HEIGHT - MARGIN - 20;
  for (const line of lines) {
    if (line.kind === 'gap') {
      y -= line.size;
      continue;
    }
    const [font, size, lead, x, color] =
      line.kind === 'title'
        ? ['/F2', 22, 32, MARGIN, '0.878 0.180 0.141 rg']
        : line.kind === 'heading'
          ? ['/F2', 14, 24, MARGIN, '0.122 0.137 0.161 rg']
          : line.kind === 'bullet'
            ? ['/F1', 11, 17, MARGIN + 14, '0.2 0.2 0.2 rg']
            : ['/F1', 11, 17, MARGIN, '0.2 0.2 0.2 rg'];
    const text = line.kind === 'bullet' ? `- ${line.text}` : line.text;
    ops.push(`BT ${color} ${font} ${size} Tf ${x} ${y} Td ${literal(text)} Tj ET`);
    y -= lead;
  }
  return ops.join('\n');
}

function footer(page: number, total: number): string {
  return [
    '0.85 0.85 0.85 RG 0.5 w',
    `${MARGIN} 48 m ${WIDTH - MARGIN} 48 l S`,
    `BT 0.5 0.5 0.5 rg /F1 9 Tf ${MARGIN} 34 Td ${literal('Caijing Academy Research - for investor education only')} Tj ET`,
    `BT 0.5 0.5 0.5 rg /F1 9 Tf ${WIDTH - MARGIN - 48} 34 Td ${literal(`Page ${page} / ${total}`)} Tj ET`,
  ].join('\n');
}

/** Sector returns of the quarter as bars around a zero line, labelled (rises red, falls green). */
function sectorChart(): string {
  const sectors: [string, number][] = [
    ['Semis', 12.4],
    ['Banks', 6.8],
    ['Utilities', 4.1],
    ['Consumer', -2.3],
    ['Property', -7.5],
    ['Media', 9.2],
  ];
  const left = MARGIN + 10;
  const zeroY = 540;
  const scale = 9;
  const barWidth = 44;
  const step = 78;
  const ops = ['0.7 0.7 0.7 RG 0.8 w', `${left - 6} ${zeroY} m ${WIDTH - MARGIN} ${zeroY} l S`];
  sectors.forEach(([name, value], i) => {
    const x = left + i * step;
    const h = Math.abs(value) * scale;
    const y = value >= 0 ? zeroY : zeroY - h;
    ops.push(value >= 0 ? '0.878 0.180 0.141 rg' : '0.118 0.600 0.353 rg');
    ops.push(`${x} ${y.toFixed(1)} ${barWidth} ${h.toFixed(1)} re f`);
    const labelY = value >= 0 ? zeroY + h + 6 : zeroY - h - 14;
    ops.push(
      `BT 0.2 0.2 0.2 rg /F2 9 Tf ${x + 8} ${labelY.toFixed(1)} Td ${literal(`${value > 0 ? '+' : ''}${value}%`)} Tj ET`,
    );
    ops.push(`BT 0.35 0.35 0.35 rg /F1 9 Tf ${x + 2} ${zeroY - 104} Td ${literal(name)} Tj ET`);
  });
  return ops.join('\n');
}

const pages: PageSpec[] = [
  {
    lines: [
      { kind: 'title', text: 'A-Share Strategy Report, Q2 2026' },
      { kind: 'text', text: 'Caijing Academy Research  |  Investor education series' },
      { kind: 'gap', size: 18 },
      { kind: 'heading', text: 'Summary' },
      { kind: 'text', text: 'Index volatility eased through the quarter while turnover stayed close to its' },
      {
        kind: 'text',
        text: 'one-year average. Earnings revisions turned positive for technology hardware and',
      },
      {
        kind: 'text',
        text: 'high-dividend sectors, and remained negative for property and parts of consumer.',
      },
      { kind: 'gap', size: 10 },
      { kind: 'heading', text: 'Key points' },
      { kind: 'bullet', text: 'Semiconductors led on inventory recovery; valuations are no longer cheap.' },
      { kind: 'bullet', text: 'Banks and utilities offered dividend yields above 5% with low volatility.' },
      { kind: 'bullet', text: 'Policy support for consumption is gradual; wait for confirmation in data.' },
      { kind: 'bullet', text: 'Position sizing matters more than timing: keep single names below 10%.' },
      { kind: 'gap', size: 10 },
      { kind: 'heading', text: 'How to read this report' },
      { kind: 'text', text: 'Figures are illustrative and rounded. The report explains methods used by' },
      { kind: 'text', text: 'professional analysts so that members can follow the reasoning in our live' },
      { kind: 'text', text: 'rooms and courses. It is not a recommendation to buy or sell any security.' },
    ],
  },
  {
    lines: [
      { kind: 'heading', text: '1. Market review' },
      { kind: 'text', text: "The chart below shows the quarter's total return of six sector indices. Rises" },
      { kind: 'text', text: 'are drawn in red and falls in green, following the Chinese market convention.' },
      { kind: 'gap', size: 8 },
      { kind: 'heading', text: 'Sector returns, Q2 2026 (illustrative)' },
      // room for the chart, drawn below this heading
      { kind: 'gap', size: 262 },
      { kind: 'heading', text: 'What drove the quarter' },
      { kind: 'bullet', text: 'Semiconductors: restocking by device makers and new capacity orders.' },
      { kind: 'bullet', text: 'Banks and utilities: investors paid for steady dividends.' },
      { kind: 'bullet', text: 'Property: sales kept falling; funding pressure on developers remained.' },
      { kind: 'bullet', text: 'Media: new releases and advertising recovery lifted earnings forecasts.' },
    ],
    drawing: sectorChart(),
  },
  {
    lines: [
      { kind: 'heading', text: '2. Strategy' },
      { kind: 'text', text: 'We keep a balanced stance: a core of high-dividend assets, a satellite of' },
      { kind: 'text', text: 'technology names bought on pullbacks to the 20-day average, and cash for' },
      { kind: 'text', text: 'opportunities when volatility returns.' },
      { kind: 'gap', size: 10 },
      { kind: 'heading', text: '3. Risks' },
      { kind: 'bullet', text: 'Slower global demand weighing on exporters.' },
      { kind: 'bullet', text: 'A sharp rebound in volatility forcing leveraged selling.' },
      { kind: 'bullet', text: 'Policy measures arriving later or smaller than expected.' },
      { kind: 'gap', size: 10 },
      { kind: 'heading', text: 'Disclaimer' },
      { kind: 'text', text: 'Investing involves risk. Past performance does not guarantee future results.' },
      { kind: 'text', text: 'Do not borrow to invest, and never put all your savings into one security.' },
    ],
  },
];

export function buildDemoPdf(): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = pages.map((page, i) => {
    const stream = [page.drawing ?? '', textOps(page.lines), footer(i + 1, pages.length)]
      .filter(Boolean)
      .join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add('<< /Title (A-Share Strategy Report, Q2 2026) /Author (Caijing Academy Research) >>');

  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
