// Captcha solver benchmark: how often a lookup solver built from the generator's own output reads a fresh
// picture. It renders BENCH_TRAIN pictures with known answers, learns per-letter templates from them
// (segment, scale, average; and every piece for nearest-sample lookup), then solves BENCH_TEST fresh
// pictures and prints the solve rate (target: under 5 %). The SVG captcha it replaced is measured the same
// way with a table of letter outlines. Run: npm run bench:captcha
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '../packages/contract/src/limits';
import { randomCaptchaText, renderCaptchaPng } from '../apps/server/src/modules/captcha/raster-captcha';
import { learnSvgTable, learnTemplates, solvePng, solveSvg } from './probe/captcha-solver.mjs';

const train = Number(process.env.BENCH_TRAIN ?? 1500);
const test = Number(process.env.BENCH_TEST ?? 500);
const percent = (n, of) => `${((100 * n) / of).toFixed(1)} % (${n} of ${of})`;

function oldSvg() {
  const options = {
    size: CAPTCHA_LENGTH,
    ignoreChars: '0oO1iIlLqg9',
    noise: 2,
    color: true,
    background: '#f5f6f7',
    width: 120,
    height: 40,
    fontSize: 44,
  };
  const draw = () => {
    const { text, data } = svgCaptcha.create(options);
    return { text, svg: data };
  };
  const table = learnSvgTable(Array.from({ length: train }, draw));
  let solved = 0;
  for (let i = 0; i < test; i += 1) {
    const { text, svg } = draw();
    if (solveSvg(svg, table) === text.toLowerCase()) solved += 1;
  }
  console.log(`old SVG captcha, table of ${table.size} letter shapes: solved ${percent(solved, test)}`);
}

async function draw() {
  const text = randomCaptchaText();
  return { text, png: await renderCaptchaPng(text) };
}

async function raster() {
  const started = performance.now();
  const samples = [];
  for (let i = 0; i < train; i += 1) samples.push(await draw());
  const model = await learnTemplates(samples);
  let byTemplate = 0;
  let byNearest = 0;
  let letters = 0;
  for (let i = 0; i < test; i += 1) {
    const { text, png } = await draw();
    const guess = await solvePng(png, model, text.length);
    const answer = text.toLowerCase();
    if (guess.byTemplate === answer) byTemplate += 1;
    if (guess.byNearest === answer) byNearest += 1;
    for (let k = 0; k < answer.length; k += 1) if (guess.byNearest[k] === answer[k]) letters += 1;
  }
  console.log(`PNG captcha, learned from ${train} pictures (${model.all.length} letter pieces):`);
  console.log(`  mean templates: solved ${percent(byTemplate, test)}`);
  console.log(
    `  nearest piece:  solved ${percent(byNearest, test)}; letters right ${percent(letters, test * CAPTCHA_LENGTH)}`,
  );
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return Math.max(byTemplate, byNearest) / test;
}

oldSvg();
const rate = await raster();
console.log(rate < 0.05 ? 'target met: under 5 %' : 'target missed: 5 % or more');
