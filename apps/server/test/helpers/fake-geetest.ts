import { createHmac } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A local stand-in for GeeTest v4's verify service (POST /validate?captcha_id=…, form fields lot_number,
 * captcha_output, pass_token, gen_time, sign_token = HMAC-SHA256(lot_number) under the captcha key). It
 * answers `result: success` once per lot number the test issued, `fail` otherwise, and can be told to fail.
 */
export async function startFakeGeetest(captchaId: string, captchaKey: string) {
  const app = Fastify();
  const issued = new Map<string, string>();
  const requests: Array<Record<string, string>> = [];
  let outage: 'http' | 'status' | null = null;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/validate', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const query = request.query as Record<string, string>;
    requests.push({ ...form, captcha_id: query.captcha_id ?? '' });
    if (outage === 'http') return reply.code(502).send('bad gateway');
    if (outage === 'status') return { status: 'error', code: '-50005', msg: 'server busy' };
    if (query.captcha_id !== captchaId) return { status: 'error', code: '-50002', msg: 'unknown captcha_id' };
    const expected = createHmac('sha256', captchaKey)
      .update(form.lot_number ?? '')
      .digest('hex');
    if (form.sign_token !== expected)
      return { status: 'success', result: 'fail', reason: 'sign_token error', captcha_args: {} };
    const passToken = issued.get(form.lot_number ?? '');
    if (!passToken || passToken !== form.pass_token)
      return { status: 'success', result: 'fail', reason: 'pass_token expire', captcha_args: {} };
    issued.delete(form.lot_number ?? '');
    return { status: 'success', result: 'success', reason: '', captcha_args: {} };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let counter = 0;
  return {
    url,
    requests,
    /** What the widget would hand the page after a person passed: lot number and the answer JSON. */
    solve(): { lotNumber: string; answer: string } {
      counter += 1;
      const lotNumber = `lot${counter}${Date.now().toString(16)}`;
      const passToken = `pass-${counter}`;
      issued.set(lotNumber, passToken);
      return {
        lotNumber,
        answer: JSON.stringify({
          captcha_output: `output-${counter}`,
          pass_token: passToken,
          gen_time: String(Math.floor(Date.now() / 1000)),
        }),
      };
    },
    setOutage(kind: 'http' | 'status' | null) {
      outage = kind;
    },
    close: () => app.close(),
  };
}
