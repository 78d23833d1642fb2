import type { LiveMessage } from '@app/contract/live';
import { chinaDateTime } from '../../lib/china-date';

/** Images already turned into data URIs (local files) or null (remote: never fetched by the server). */
export type ImageResolver = (src: string) => Promise<string | null>;

export interface ScreenshotInput {
  productName: string;
  roomTitle: string;
  riskTip: string;
  messages: LiveMessage[];
  resolveImage: ImageResolver;
}

const WIDTH = 750;
const PAD = 32;
const INNER = WIDTH - PAD * 2;
const CARD_PAD = 24;
const TEXT_WIDTH = INNER - CARD_PAD * 2;
const IMAGE_HEIGHT = 360;
// The viewer draws the text with its own fonts; the server never needs a CJK font.
const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;

/** XML cannot carry most C0 control characters at all, so they are dropped before escaping. */
const isXmlChar = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};
const escapeXml = (text: string) =>
  [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16) || 32);
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text lines and picture sources of sanitized chat HTML. */
export function htmlToParts(html: string): { text: string; images: string[] } {
  const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)].map((m) => decodeEntities(m[1] ?? ''));
  const text = decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, images };
}

/** Rough advance width in em: CJK and full-width forms are square, Latin about half. */
const charWidth = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x2e80 || (code >= 0xff00 && code <= 0xffef)) return 1;
  if (/[A-Z@#%&MW]/.test(ch)) return 0.66;
  return 0.55;
};

export function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let width = 0;
    for (const ch of paragraph) {
      const w = charWidth(ch) * fontSize;
      if (width + w > maxWidth && line) {
        lines.push(line);
        line = '';
        width = 0;
      }
      line += ch;
      width += w;
    }
    lines.push(line);
  }
  return lines;
}

const authorOf = (m: Pick<LiveMessage, 'teacher' | 'member'>) =>
  m.teacher?.name ?? m.member?.nickname ?? m.member?.name ?? '学员';

/** One shareable picture of the selected messages: title, each message card, product name and risk notice. */
export async function renderScreenshotSvg(input: ScreenshotInput): Promise<string> {
  const parts: string[] = [];

  parts.push(`<rect width="${WIDTH}" height="132" fill="#e02e24"/>`);
  const titleLines = wrap(input.roomTitle, 34, INNER).slice(0, 2);
  titleLines.forEach((line, i) =>
    parts.push(
      `<text x="${PAD}" y="${58 + i * 42}" font-size="34" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    ),
  );
  parts.push(
    `<text x="${PAD}" y="${titleLines.length > 1 ? 122 : 104}" font-size="22" fill="#fff" fill-opacity="0.85">图文直播 · 精选记录</text>`,
  );
  let y = 132 + 24;

  for (const message of input.messages) {
    const cardTop = y;
    const body: string[] = [];
    let cy = CARD_PAD + 30;
    const author = authorOf(message);
    body.push(
      `<text x="${CARD_PAD}" y="${cy}" font-size="26" font-weight="600" fill="${message.teacher ? '#e02e24' : '#222'}">${escapeXml(author)}${message.teacher ? ' · 老师' : ''}</text>`,
      `<text x="${INNER - CARD_PAD}" y="${cy}" font-size="22" fill="#999" text-anchor="end">${escapeXml(chinaDateTime(message.dateTime))}</text>`,
    );
    cy += 20;

    if (message.quote) {
      const quoteLines = wrap(
        `${authorOf(message.quote)}：${message.quote.content}`,
        22,
        TEXT_WIDTH - 32,
      ).slice(0, 3);
      const h = quoteLines.length * 32 + 20;
      body.push(
        `<rect x="${CARD_PAD}" y="${cy + 8}" width="${TEXT_WIDTH}" height="${h}" rx="8" fill="#f5f6f7"/>`,
      );
      quoteLines.forEach((line, i) =>
        body.push(
          `<text x="${CARD_PAD + 16}" y="${cy + 40 + i * 32}" font-size="22" fill="#666">${escapeXml(line)}</text>`,
        ),
      );
      cy += h + 16;
    }

    const { text, images } = htmlToParts(message.content);
    if (message.pic) images.push(message.pic);
    for (const line of text ? wrap(text, 28, TEXT_WIDTH) : []) {
      cy += 42;
      body.push(`<text x="${CARD_PAD}" y="${cy}" font-size="28" fill="#333">${escapeXml(line)}</text>`);
    }
    for (const src of images.slice(0, 4)) {
      cy += 16;
      const data = await input.resolveImage(src);
      if (data) {
        body.push(
          `<image x="${CARD_PAD}" y="${cy}" width="${TEXT_WIDTH}" height="${IMAGE_HEIGHT}" preserveAspectRatio="xMidYMid meet" href="${escapeXml(data)}"/>`,
        );
      } else {
        body.push(
          `<rect x="${CARD_PAD}" y="${cy}" width="${TEXT_WIDTH}" height="${IMAGE_HEIGHT}" rx="8" fill="#f0f1f3"/>`,
          `<text x="${CARD_PAD + TEXT_WIDTH / 2}" y="${cy + IMAGE_HEIGHT / 2}" font-size="26" fill="#999" text-anchor="middle">图片</text>`,
        );
      }
      cy += IMAGE_HEIGHT;
    }
    const cardHeight = cy + CARD_PAD;
    parts.push(
      `<g transform="translate(${PAD} ${cardTop})"><rect width="${INNER}" height="${cardHeight}" rx="12" fill="#fff"/>${body.join('')}</g>`,
    );
    y = cardTop + cardHeight + 20;
  }

  y += 8;
  parts.push(
    `<text x="${WIDTH / 2}" y="${y + 28}" font-size="28" font-weight="700" fill="#e02e24" text-anchor="middle">${escapeXml(input.productName)}</text>`,
  );
  y += 40;
  for (const line of wrap(input.riskTip, 22, INNER)) {
    y += 32;
    parts.push(
      `<text x="${WIDTH / 2}" y="${y}" font-size="22" fill="#999" text-anchor="middle">${escapeXml(line)}</text>`,
    );
  }
  const height = y + 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="${escapeXml(FONT)}"><rect width="${WIDTH}" height="${height}" fill="#f5f6f7"/>${parts.join('')}</svg>\n`;
}
