/**
 * Generates the seed images under apps/server/media (committed; served at /media/...).
 * Run: npx tsx apps/server/scripts/make-media.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../media');
const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;
const INACTIVE = '#222222';
const ACTIVE = '#e02e24';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 48x48 stroke glyphs on a 24-unit grid (scaled x2). */
const tabGlyphs: Record<string, string> = {
  home: '<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9v11h5v-6h4v6h5V9"/>',
  news: '<rect x="3" y="4" width="14" height="16" rx="2"/><path d="M17 8h2a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H7"/><path d="M7 8h6M7 12h6M7 16h4"/>',
  live: '<rect x="3" y="6" width="13" height="12" rx="2"/><path d="m16 10 5-3v10l-5-3"/><circle cx="7.5" cy="10" r="1" fill="currentColor"/>',
  course:
    '<path d="M2 8.5 12 4l10 4.5-10 4.5z"/><path d="M6 10.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-5.5"/><path d="M22 8.5V14"/>',
  mine: '<circle cx="12" cy="8" r="4"/><path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5"/>',
};

const tabIcon = (glyph: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${color}" color="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${glyph}</svg>\n`;

/** Home menu icons: a soft rounded tile with a white glyph. */
const menuIcons: Record<string, { from: string; to: string; glyph: string }> = {
  headline: {
    from: '#ff6a4d',
    to: '#e02e24',
    glyph: '<path d="M7 8h10M7 12h10M7 16h6"/><rect x="4" y="4.5" width="16" height="15" rx="2"/>',
  },
  finance: {
    from: '#ffb54d',
    to: '#f5761a',
    glyph: '<circle cx="12" cy="12" r="7.5"/><path d="M9 9.5 12 13l3-3.5M9 13.5h6M12 13v4"/>',
  },
  'a-share': {
    from: '#ff7a7a',
    to: '#d9363e',
    glyph: '<path d="M4 18h16"/><path d="m5 15 4-4 3 3 6-7"/><path d="M15 7h3v3"/>',
  },
  global: {
    from: '#5ab0ff',
    to: '#2f6bff',
    glyph:
      '<circle cx="12" cy="12" r="7.5"/><path d="M4.5 12h15M12 4.5c2.2 2.2 3 4.8 3 7.5s-.8 5.3-3 7.5c-2.2-2.2-3-4.8-3-7.5s.8-5.3 3-7.5z"/>',
  },
  fund: {
    from: '#4fd6a4',
    to: '#12a26a',
    glyph: '<path d="M12 4.5v7.5h7.5"/><path d="M19.2 14.5A7.5 7.5 0 1 1 9.5 4.9"/>',
  },
  vip: {
    from: '#f6d48b',
    to: '#c8962e',
    glyph: '<path d="m4.5 9 3.5 3 4-6 4 6 3.5-3-1.5 9h-12z"/><path d="M7 18.5h10"/>',
  },
  live: {
    from: '#ff8a5c',
    to: '#e02e24',
    glyph:
      '<rect x="4" y="6.5" width="12" height="11" rx="2"/><path d="m16 10.5 4-2.5v8l-4-2.5"/><path d="M7 10.5h6M7 13.5h4"/>',
  },
  mine: {
    from: '#a08bff',
    to: '#6a4dff',
    glyph: '<circle cx="12" cy="9" r="3.5"/><path d="M5.5 19c.6-3.3 3.2-5 6.5-5s5.9 1.7 6.5 5"/>',
  },
};

const menuIcon = (name: string, spec: { from: string; to: string; glyph: string }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24">
<defs><linearGradient id="g-${name}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>
<rect width="24" height="24" rx="7" fill="url(#g-${name})"/>
<g fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" transform="translate(2.4 2.4) scale(0.8)">${spec.glyph}</g>
</svg>\n`;

const avatars = [
  { file: 'teacher-1', surname: '陈', from: '#ff8a65', to: '#e0452e' },
  { file: 'teacher-2', surname: '林', from: '#64b5f6', to: '#1e6fd9' },
  { file: 'teacher-3', surname: '王', from: '#81c784', to: '#2e9a57' },
  { file: 'teacher-4', surname: '周', from: '#ffb74d', to: '#e08a1e' },
  { file: 'teacher-5', surname: '许', from: '#9575cd', to: '#5b3fb8' },
];

const avatar = (a: (typeof avatars)[number]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient></defs>
<circle cx="80" cy="80" r="80" fill="url(#g)"/>
<text x="80" y="80" dy="0.36em" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="600" fill="#fff">${escapeXml(a.surname)}</text>
</svg>\n`;

const banners = [
  {
    file: 'banner-1',
    title: '价值投资必修课',
    sub: '读懂财报 · 看清估值 · 陪伴优质企业成长',
    from: '#e02e24',
    to: '#ff7a45',
  },
  {
    file: 'banner-2',
    title: '每日早盘策略',
    sub: '宏观要闻与板块机会，开盘前十分钟读完',
    from: '#1f4fd1',
    to: '#4f9bff',
  },
  {
    file: 'banner-3',
    title: '基金定投入门',
    sub: '用纪律对抗情绪，做时间的朋友',
    from: '#0f8a5f',
    to: '#3cc68a',
  },
];

function chartPath(seed: number, width: number, height: number, top: number): string {
  let value = 0.5;
  const points: string[] = [];
  for (let i = 0; i <= 24; i += 1) {
    // Deterministic pseudo-random walk so regenerated files do not change.
    const noise = Math.sin(seed * 12.9898 + i * 78.233) * 43758.5453;
    value = Math.min(0.95, Math.max(0.08, value + (noise - Math.floor(noise) - 0.45) * 0.22));
    points.push(`${((i / 24) * width).toFixed(1)},${(top + (1 - value) * height).toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}

const banner = (b: (typeof banners)[number], index: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs>
<rect width="750" height="320" fill="url(#bg)"/>
<circle cx="660" cy="40" r="150" fill="#fff" fill-opacity="0.08"/>
<circle cx="720" cy="300" r="110" fill="#fff" fill-opacity="0.06"/>
<path d="${chartPath(index + 1, 750, 140, 170)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4" stroke-linejoin="round"/>
<text x="56" y="130" font-family="${FONT}" font-size="52" font-weight="700" fill="#fff">${escapeXml(b.title)}</text>
<text x="58" y="186" font-family="${FONT}" font-size="26" fill="#fff" fill-opacity="0.9">${escapeXml(b.sub)}</text>
<rect x="58" y="222" width="148" height="46" rx="23" fill="#fff"/>
<text x="132" y="252" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="600" fill="${b.from}">立即查看</text>
</svg>\n`;

const covers = [
  { file: 'cover-market', label: '市场观察', from: '#fdecea', to: '#f8c9c4', line: '#e02e24' },
  { file: 'cover-macro', label: '宏观经济', from: '#e8f0ff', to: '#c5d8ff', line: '#2f6bff' },
  { file: 'cover-a-share', label: 'A股', from: '#fff1e6', to: '#ffd5b3', line: '#f5761a' },
  { file: 'cover-global', label: '港美股', from: '#e9f6ff', to: '#bfe3ff', line: '#1e88e5' },
  { file: 'cover-fund', label: '基金理财', from: '#e7f8f0', to: '#bdebd5', line: '#12a26a' },
  { file: 'cover-policy', label: '政策解读', from: '#f3efff', to: '#d9cfff', line: '#6a4dff' },
  { file: 'cover-industry', label: '行业研究', from: '#fff8e1', to: '#ffe8a3', line: '#c8962e' },
  { file: 'cover-study', label: '投资课堂', from: '#fdeef4', to: '#f9c8dc', line: '#d63a7a' },
];

const cover = (c: (typeof covers)[number], index: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" viewBox="0 0 360 240">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
<rect width="360" height="240" fill="url(#bg)"/>
<g stroke="${c.line}" stroke-opacity="0.12">${[60, 110, 160, 210].map((y) => `<path d="M0 ${y}H360"/>`).join('')}</g>
<path d="${chartPath(index + 7, 360, 120, 90)} L360,240 L0,240 Z" fill="${c.line}" fill-opacity="0.12"/>
<path d="${chartPath(index + 7, 360, 120, 90)}" fill="none" stroke="${c.line}" stroke-width="3" stroke-linejoin="round"/>
<rect x="20" y="20" width="${c.label.length * 22 + 28}" height="36" rx="18" fill="${c.line}"/>
<text x="34" y="44" font-family="${FONT}" font-size="20" font-weight="600" fill="#fff">${escapeXml(c.label)}</text>
</svg>\n`;

/** Room covers and the charts teachers post in the live rooms. */
const rooms = [
  { file: 'room-1', title: '价值投资直播间', sub: '陈知远 · 每个交易日', from: '#e02e24', to: '#ff7a45' },
  { file: 'room-2', title: '短线实战直播间', sub: '林海川 · 盘中实时跟踪', from: '#1f4fd1', to: '#4f9bff' },
  {
    file: 'room-3',
    title: '宏观策略早晚评',
    sub: '王慕言 · 早盘前 · 收盘后',
    from: '#0f8a5f',
    to: '#3cc68a',
  },
];

const room = (r: (typeof rooms)[number], index: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${r.from}"/><stop offset="1" stop-color="${r.to}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#bg)"/>
<path d="${chartPath(index + 21, 480, 120, 130)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4" stroke-linejoin="round"/>
<rect x="28" y="26" width="78" height="32" rx="16" fill="#fff" fill-opacity="0.2"/>
<circle cx="46" cy="42" r="5" fill="#fff"/>
<text x="58" y="49" font-family="${FONT}" font-size="18" fill="#fff">直播</text>
<text x="28" y="118" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">${escapeXml(r.title)}</text>
<text x="30" y="160" font-family="${FONT}" font-size="20" fill="#fff" fill-opacity="0.9">${escapeXml(r.sub)}</text>
</svg>\n`;

const charts = [
  { file: 'chart-1', label: '上证指数 分时', line: '#e02e24' },
  { file: 'chart-2', label: '创业板指 日K', line: '#e02e24' },
  { file: 'chart-3', label: '板块资金流向', line: '#12a26a' },
  { file: 'chart-4', label: '北向资金 当日', line: '#2f6bff' },
  { file: 'chart-5', label: '成交额 近20日', line: '#f5761a' },
  { file: 'chart-6', label: '行业涨跌幅', line: '#6a4dff' },
];

const chart = (c: (typeof charts)[number], index: number) => {
  const candles = Array.from({ length: 20 }, (_, i) => {
    const noise = Math.sin((index + 3) * 12.9898 + i * 78.233) * 43758.5453;
    const v = noise - Math.floor(noise);
    const up = v > 0.45;
    const top = 80 + ((i * 37 + index * 11) % 120);
    const h = 20 + Math.round(v * 60);
    return `<rect x="${40 + i * 34}" y="${top}" width="18" height="${h}" fill="${up ? '#e02e24' : '#12a26a'}"/><path d="M${49 + i * 34} ${top - 12}V${top + h + 12}" stroke="${up ? '#e02e24' : '#12a26a'}" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420">
<rect width="750" height="420" fill="#fff"/>
<g stroke="#eef0f3">${[80, 150, 220, 290, 360].map((y) => `<path d="M30 ${y}H720"/>`).join('')}</g>
${index % 2 === 0 ? `<path d="${chartPath(index + 31, 690, 260, 80)}" transform="translate(30 0)" fill="none" stroke="${c.line}" stroke-width="3" stroke-linejoin="round"/>` : candles}
<text x="30" y="48" font-family="${FONT}" font-size="26" font-weight="600" fill="#222">${escapeXml(c.label)}</text>
<text x="720" y="48" text-anchor="end" font-family="${FONT}" font-size="18" fill="#999">示意图 · 仅供教学</text>
</svg>\n`;
};

async function write(relative: string, content: string) {
  const file = path.join(mediaDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, 'utf8');
}

async function main() {
  for (const [name, glyph] of Object.entries(tabGlyphs)) {
    await write(`icons/tab-${name}.svg`, tabIcon(glyph, INACTIVE));
    await write(`icons/tab-${name}-active.svg`, tabIcon(glyph, ACTIVE));
  }
  for (const [name, spec] of Object.entries(menuIcons))
    await write(`icons/menu-${name}.svg`, menuIcon(name, spec));
  for (const a of avatars) await write(`avatars/${a.file}.svg`, avatar(a));
  for (const [i, b] of banners.entries()) await write(`banners/${b.file}.svg`, banner(b, i));
  for (const [i, c] of covers.entries()) await write(`news/${c.file}.svg`, cover(c, i));
  for (const [i, r] of rooms.entries()) await write(`live/${r.file}.svg`, room(r, i));
  for (const [i, c] of charts.entries()) await write(`live/${c.file}.svg`, chart(c, i));
  console.log(`media written to ${path.relative(process.cwd(), mediaDir) || '.'}`);
}

await main();
