import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype, { type Font } from 'opentype.js';
import sharp from 'sharp';
import { CAPTCHA_LENGTH } from '@app/contract/limits';

/**
 * The embedded image captcha: a PNG drawn here, each letter its own rotated, scaled and sheared outline,
 * the whole picture bent by a wave, letters overlapping, crossed by curves in the letters' colours and
 * covered with pixel noise. No two pictures of one letter have the same pixels or outline, so a table of
 * shapes (what solved the SVG captcha this replaces) has nothing to look up. A model trained on this
 * generator could still read it; the hosted provider is the answer to that (docs/decisions/062).
 */

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 60;
/** Letters and digits people tell apart on a small screen; answers are compared without letter case. */
export const CAPTCHA_ALPHABET = '23478ABCDEFGHJKMNPRSTUVWXYabdefhmnty';

const require = createRequire(import.meta.url);
// The letter outlines come from the font svg-captcha ships (a hand-lettered face, no system font needed).
const fontFile = path.join(path.dirname(require.resolve('svg-captcha/package.json')), 'fonts/Comismsh.ttf');
let font: Font | undefined;
const loadFont = () => {
  if (!font) {
    const bytes = readFileSync(fontFile);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  return font;
};

/** Letter size in pixels before each letter's own scale. */
const GLYPH_SIZE = 54;

const between = (min: number, max: number) => min + Math.random() * (max - min);

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** A colour of the given lightness range with any hue, as an SVG hsl(). */
const colour = (light: [number, number]) =>
  `hsl(${Math.round(between(0, 360))},${Math.round(between(45, 85))}%,${Math.round(between(...light))}%)`;

type Point = [number, number];

/** Letter placement: rotation, scale, shear, then the picture-wide wave. */
function transformer(options: {
  centre: Point;
  at: Point;
  angle: number;
  scale: Point;
  shear: number;
  wave: { ax: number; ay: number; lx: number; ly: number; px: number; py: number };
}) {
  const { centre, at, angle, scale, shear, wave } = options;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (x: number, y: number): Point => {
    const dx = (x - centre[0]) * scale[0];
    const dy = (y - centre[1]) * scale[1];
    const sx = dx + shear * dy;
    const px = at[0] + sx * cos - dy * sin;
    const py = at[1] + sx * sin + dy * cos;
    return [px + wave.ax * Math.sin(py / wave.ly + wave.py), py + wave.ay * Math.sin(px / wave.lx + wave.px)];
  };
}

const n = (v: number) => v.toFixed(1);

function letterPath(ch: string, map: (x: number, y: number) => Point): string {
  const commands = loadFont().getPath(ch, 0, 0, GLYPH_SIZE).commands;
  const parts: string[] = [];
  for (const c of commands) {
    switch (c.type) {
      case 'Z':
        parts.push('Z');
        break;
      case 'M':
      case 'L': {
        const end = map(c.x, c.y);
        parts.push(`${c.type}${n(end[0])} ${n(end[1])}`);
        break;
      }
      case 'Q': {
        const [c1, end] = [map(c.x1, c.y1), map(c.x, c.y)];
        parts.push(`Q${n(c1[0])} ${n(c1[1])} ${n(end[0])} ${n(end[1])}`);
        break;
      }
      case 'C': {
        const [c1, c2, end] = [map(c.x1, c.y1), map(c.x2, c.y2), map(c.x, c.y)];
        parts.push(`C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(end[0])} ${n(end[1])}`);
        break;
      }
    }
  }
  return parts.join('');
}

function glyphBox(ch: string): { centre: Point; width: number } {
  const box = loadFont().getPath(ch, 0, 0, GLYPH_SIZE).getBoundingBox();
  return { centre: [(box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2], width: box.x2 - box.x1 };
}

/** The picture as SVG, before pixel noise (exported for the solver benchmark's own analysis). */
export function captchaSvg(text: string): string {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const wave = {
    ax: between(1.5, 3),
    ay: between(3, 6),
    lx: between(9, 16),
    ly: between(8, 14),
    px: between(0, 6.3),
    py: between(0, 6.3),
  };
  // One ink runs across the whole picture, letters and curves alike, so colour separates no letter.
  const ink = 'url(#ink)';
  const inkStops = [0, 0.35, 0.7, 1]
    .map((at) => `<stop offset="${at}" stop-color="${colour([18, 40])}"/>`)
    .join('');
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${n(between(0, 1))}">`,
    `<stop offset="0" stop-color="${colour([82, 94])}"/><stop offset="1" stop-color="${colour([82, 94])}"/>`,
    `</linearGradient><linearGradient id="ink" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" `,
    `y2="${n(between(-H, H))}">${inkStops}</linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 8; i += 1) {
    out.push(
      `<ellipse cx="${n(between(0, W))}" cy="${n(between(0, H))}" rx="${n(between(8, 30))}" ` +
        `ry="${n(between(5, 18))}" fill="${colour([60, 85])}" fill-opacity="${n(between(0.2, 0.5))}"/>`,
    );
  }
  // Thin curves behind the letters.
  for (let i = 0; i < 2; i += 1) out.push(curve(W, H, ink, between(0.8, 1.4)));

  // Letters share the width with overlap: each steps less than its own width.
  const boxes = [...text].map(glyphBox);
  const step = (W - 24) / text.length;
  let x = between(14, 20) + step / 2;
  text.split('').forEach((ch, i) => {
    const box = boxes[i] ?? { centre: [0, 0] as Point, width: 20 };
    const scaleX = between(0.85, 1.15);
    const map = transformer({
      centre: box.centre,
      at: [x, H / 2 + between(-5, 5)],
      angle: between(-0.5, 0.5),
      scale: [scaleX, scaleX * between(0.85, 1.15)],
      shear: between(-0.35, 0.35),
      wave,
    });
    out.push(
      `<path d="${letterPath(ch, map)}" fill="${ink}" stroke="${ink}" stroke-linejoin="round" ` +
        `stroke-width="${n(between(1.8, 2.8))}"/>`,
    );
    x += step * between(0.8, 0.98);
  });

  // Thick curves across the letters in the letters' own colours, so no colour or width filter lifts them.
  out.push(curve(W, H, ink, between(1.6, 2.2)));
  for (let i = 0; i < 24; i += 1) {
    const cx = between(0, W);
    const cy = between(0, H);
    out.push(
      `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + between(-4, 4))}" y2="${n(cy + between(-4, 4))}" ` +
        `stroke="${Math.random() < 0.5 ? ink : colour([40, 70])}" stroke-width="${n(between(1, 2.2))}"/>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}

function curve(W: number, H: number, ink: string, width: number): string {
  const p = (xMin: number, xMax: number) => `${n(between(xMin, xMax))} ${n(between(4, H - 4))}`;
  return (
    `<path d="M${p(0, 12)} C${p(W * 0.2, W * 0.45)} ${p(W * 0.55, W * 0.8)} ${p(W - 12, W)}" ` +
    `fill="none" stroke="${ink}" stroke-width="${n(width)}"/>`
  );
}

/** Renders the picture and adds pixel noise: a PNG. */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(captchaSvg(text)))
    .blur(0.5)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 1) {
    const value = (data[i] ?? 0) + Math.round(between(-18, 18));
    data[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  // A sprinkle of single dark and light pixels.
  const pixels = info.width * info.height;
  for (let k = 0; k < pixels * 0.015; k += 1) {
    const at = Math.floor(Math.random() * pixels) * info.channels;
    const v = Math.random() < 0.5 ? 30 : 240;
    for (let c = 0; c < info.channels; c += 1) data[at + c] = v;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
