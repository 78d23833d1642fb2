// Lookup solvers for image captchas, the attacker's side, for the benchmark and the security probe.
// - The SVG solver reads svg-captcha's markup: each letter is one path, an unrotated font outline moved
//   and jittered by a tenth of a pixel, so its shape (commands and rounded offsets from its first point)
//   keys a table learned from pictures with known answers.
// - The template solver works on pixels, as one would on a PNG: grey, median filter, Otsu threshold,
//   split the ink into as many column runs as the answer has letters, scale each to a small bitmap and
//   name it by its nearest learned letters (per-letter mean templates, and nearest single sample).
import sharp from 'sharp';

const CELL = 20;

// ---------- SVG: a table of letter shapes ----------

const pathsOf = (svg) => [...svg.matchAll(/<path fill="[^"]*" d="([^"]+)"\/>/g)].map((m) => m[1] ?? '');

/** The outline's command sequence and rounded size: jitter and position change neither. */
function shapeKey(d) {
  const letters = d.replace(/[^A-Za-z]/g, '');
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  const size = (list) => Math.round((Math.max(...list) - Math.min(...list)) / 3);
  return `${letters}:${size(xs)}x${size(ys)}`;
}
const firstX = (d) => Number((d.match(/-?\d+(\.\d+)?/) ?? ['0'])[0]);

/** Learns letter shapes from SVG pictures with known answers. */
export function learnSvgTable(samples) {
  const table = new Map();
  for (const { svg, text } of samples) {
    const paths = pathsOf(svg).sort((a, b) => firstX(a) - firstX(b));
    if (paths.length !== text.length) continue;
    paths.forEach((d, i) => table.set(shapeKey(d), text[i]?.toLowerCase()));
  }
  return table;
}

export function solveSvg(svg, table) {
  return pathsOf(svg)
    .sort((a, b) => firstX(a) - firstX(b))
    .map((d) => table.get(shapeKey(d)) ?? '?')
    .join('');
}

// ---------- PNG: segment and match templates ----------

function otsu(grey) {
  const histogram = new Array(256).fill(0);
  for (const v of grey) histogram[v] += 1;
  const total = grey.length;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * histogram[i];
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t += 1) {
    weightB += histogram[t];
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * histogram[t];
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

async function inkOf(png) {
  const { data, info } = await sharp(png).greyscale().median(3).raw().toBuffer({ resolveWithObject: true });
  const threshold = otsu(data);
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i += 1) ink[i] = (data[i] ?? 255) < threshold ? 1 : 0;
  return { ink, width: info.width, height: info.height };
}

/** Column runs of ink, split or merged to `count` pieces (widest split, narrowest gaps joined). */
function segments({ ink, width, height }, count) {
  const columns = new Array(width).fill(0);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) columns[x] += ink[y * width + x];
  let runs = [];
  let start = -1;
  for (let x = 0; x <= width; x += 1) {
    const on = x < width && columns[x] >= 2;
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      if (x - start >= 3) runs.push([start, x]);
      start = -1;
    }
  }
  if (runs.length === 0) runs = [[0, width]];
  while (runs.length > count) {
    let gapAt = 0;
    let gap = Infinity;
    for (let i = 0; i + 1 < runs.length; i += 1) {
      const g = runs[i + 1][0] - runs[i][1];
      if (g < gap) [gap, gapAt] = [g, i];
    }
    runs.splice(gapAt, 2, [runs[gapAt][0], runs[gapAt + 1][1]]);
  }
  while (runs.length < count) {
    let widest = 0;
    for (let i = 1; i < runs.length; i += 1)
      if (runs[i][1] - runs[i][0] > runs[widest][1] - runs[widest][0]) widest = i;
    const [a, b] = runs[widest];
    const mid = Math.round((a + b) / 2);
    runs.splice(widest, 1, [a, mid], [mid, b]);
  }
  return runs;
}

/** The piece between two columns, cropped to its ink rows and scaled to CELL × CELL (0..1 per cell). */
function cell({ ink, width, height }, [x0, x1]) {
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1)
    for (let x = x0; x < x1; x += 1)
      if (ink[y * width + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  const vector = new Float32Array(CELL * CELL);
  if (bottom < 0) return vector;
  const w = x1 - x0;
  const h = bottom - top + 1;
  for (let cy = 0; cy < CELL; cy += 1)
    for (let cx = 0; cx < CELL; cx += 1) {
      const sx = x0 + Math.min(w - 1, Math.floor(((cx + 0.5) * w) / CELL));
      const sy = top + Math.min(h - 1, Math.floor(((cy + 0.5) * h) / CELL));
      vector[cy * CELL + cx] = ink[sy * width + sx];
    }
  return vector;
}

/** The letter pieces of a PNG captcha of `count` letters. */
export async function piecesOf(png, count) {
  const picture = await inkOf(png);
  return segments(picture, count).map((run) => cell(picture, run));
}

const distance = (a, b) => {
  let d = 0;
  for (let i = 0; i < a.length; i += 1) d += (a[i] - b[i]) ** 2;
  return d;
};

/** Learns per-letter templates (the mean of its pieces) and keeps every piece for nearest-sample lookup. */
export async function learnTemplates(samples, caseless = true) {
  const byLetter = new Map();
  const all = [];
  for (const { png, text } of samples) {
    const pieces = await piecesOf(png, text.length);
    pieces.forEach((vector, i) => {
      const letter = caseless ? text[i].toLowerCase() : text[i];
      all.push({ letter, vector });
      const entry = byLetter.get(letter) ?? { sum: new Float32Array(CELL * CELL), n: 0 };
      for (let k = 0; k < vector.length; k += 1) entry.sum[k] += vector[k];
      entry.n += 1;
      byLetter.set(letter, entry);
    });
  }
  const means = [...byLetter].map(([letter, { sum, n }]) => ({
    letter,
    vector: sum.map((v) => v / n),
  }));
  return { means, all };
}

const nearest = (vector, list) => {
  let best = '?';
  let bestD = Infinity;
  for (const entry of list) {
    const d = distance(vector, entry.vector);
    if (d < bestD) [bestD, best] = [d, entry.letter];
  }
  return best;
};

/** Both guesses for a PNG: by mean templates and by the nearest learned piece. */
export async function solvePng(png, model, count) {
  const pieces = await piecesOf(png, count);
  return {
    byTemplate: pieces.map((v) => nearest(v, model.means)).join(''),
    byNearest: pieces.map((v) => nearest(v, model.all)).join(''),
  };
}
