// Security probe, login and captcha part: credential stuffing from one address, and how many of the
// server's own captchas a lookup solver reads. Requests go to the probe's server on loopback only, each
// attack from its own loopback source address (127.0.0.0/8 all reaches the local server), so the address
// budgets of one measurement do not spill into another. Loops are bounded.
import http from 'node:http';
import { randomCaptchaText, renderCaptchaPng } from '../../apps/server/src/modules/captcha/raster-captcha.ts';
import { learnTemplates, solvePng } from './captcha-solver.mjs';

const STUFFED_ACCOUNTS = 60;
const FETCHED_CAPTCHAS = 30;
const TRAINING_PICTURES = 600;

/** One JSON call from a chosen loopback source address. */
function call(base, method, path, body, localAddress) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress,
        headers: payload ? { 'content-type': 'application/json' } : {},
        timeout: 10_000,
      },
      (response) => {
        let raw = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (raw += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(raw));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${path}: timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** 60 accounts, one leaked password each, from one address as fast as it answers. */
export async function credentialStuffing({ base, report }) {
  const from = '127.0.0.60';
  const started = performance.now();
  const answers = [];
  for (let i = 0; i < STUFFED_ACCOUNTS; i += 1) {
    answers.push(
      await call(
        base,
        'POST',
        '/api/member/login/ver/2/account',
        { username: `stuffed_${i}`, password: 'Summer#2024' },
        from,
      ),
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const refused = answers.filter((a) => a.code === 429);
  const firstRefused = answers.findIndex((a) => a.code === 429);
  report(
    `login attempts refused of ${STUFFED_ACCOUNTS} accounts tried from one address`,
    `${refused.length} in ${seconds} s` +
      (refused.length ? ` (from attempt ${firstRefused + 1}; "${refused[0].msg}")` : ''),
  );
  const other = await call(
    base,
    'POST',
    '/api/member/login/ver/2/account',
    { username: 'demo', password: 'Demo@2026' },
    '127.0.0.61',
  );
  report('right password from another address meanwhile', other.code === 200 ? 'signed in' : other.msg);
}

/**
 * A template solver learned from the generator's own pictures (answers known), against 30 captchas the
 * server drew. Each answer is checked the way an attacker would: POST /login with a wrong password says
 * 图形验证码错误 for a wrong captcha and 用户名或密码错误 for a right one.
 */
export async function captchaSolveRate({ base, report }) {
  const samples = [];
  for (let i = 0; i < TRAINING_PICTURES; i += 1) {
    const text = randomCaptchaText();
    samples.push({ text, png: await renderCaptchaPng(text) });
  }
  const model = await learnTemplates(samples);
  let solved = 0;
  let checked = 0;
  for (let i = 0; i < FETCHED_CAPTCHAS; i += 1) {
    const from = `127.0.1.${i + 1}`;
    const picture = await call(base, 'GET', '/captchaImage', undefined, from);
    const png = Buffer.from(String(picture.data?.img ?? '').split(',')[1] ?? '', 'base64');
    const guess = await solvePng(png, model, samples[0].text.length);
    const answer = await call(
      base,
      'POST',
      '/login',
      { username: 'demo', password: 'not-the-password', code: guess.byNearest, uuid: picture.data?.uuid },
      from,
    );
    checked += 1;
    if (answer.code === 400 && !/图形验证码/.test(answer.msg)) solved += 1;
  }
  report(
    `server captchas a lookup solver read (learned from ${TRAINING_PICTURES} pictures)`,
    `${solved} of ${checked}`,
  );
}
