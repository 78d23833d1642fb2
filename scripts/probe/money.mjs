// Money attacks of the security review, run by probe-security.mjs against its server (the sandbox cashier on):
// points kept after a refund, and orders fulfilled for a member no longer suited to the product. Each function
// takes the probe's { post, get, report } and one logged-in member's token; every loop is bounded.

const ROUNDS = 3;

const ok = (answer, what) => {
  if (answer.code !== 200) throw new Error(`${what}: ${answer.code} ${answer.msg}`);
  return answer.data;
};

async function payAtSandbox({ post }, token, orderNo) {
  ok(await post('/api/order/ver/2/pay', { orderNo, channel: 'sandbox' }, token), 'pay');
  return post('/api/pay/sandbox/confirm', { orderNo }, token);
}

const balanceOf = async ({ get }, token) =>
  (await get('/api/member/points/ver/2/list?pageSize=1', token)).balance;

/**
 * Item 1: pay an order that earns points, park those points in a second, unpaid order, refund the first
 * (the reclaim used to take only what was left), cancel the second (the points come back). Reports the
 * points the member holds beyond where each round started.
 */
export async function pointsKeptAfterRefund(ctx, token) {
  const goods = (await ctx.get('/api/goods/ver/2/list?pageSize=50')).rows ?? [];
  const product = goods.find((g) => g.minRiskLevel === null && g.priceFen >= 200);
  if (!product) throw new Error('no product without a risk level');
  const kept = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = await balanceOf(ctx, token);
    const first = ok(await ctx.post('/api/order/ver/2/create', { goodsId: product.id }, token), 'create');
    await payAtSandbox(ctx, token, first.orderNo);
    // Park every point the second order accepts: the balance, the earned points included.
    const quote = ok(await ctx.post('/api/order/ver/2/quote', { goodsId: product.id }, token), 'quote');
    const park = quote.pointsMax;
    const second = ok(
      await ctx.post('/api/order/ver/2/create', { goodsId: product.id, points: park }, token),
      'create with points',
    );
    ok(
      await ctx.post('/api/order/ver/2/refund', { orderNo: first.orderNo, reason: '不想要了' }, token),
      'refund',
    );
    ok(await ctx.post('/api/order/ver/2/cancel', { orderNo: second.orderNo }, token), 'cancel');
    kept.push((await balanceOf(ctx, token)) - before);
  }
  const total = kept.reduce((a, b) => a + b, 0);
  ctx.report(
    'points kept after refund',
    `${total} (${kept.filter((k) => k > 0).length} of ${ROUNDS} rounds kept any: ${kept.join(', ')})`,
  );
}

async function takeRiskTest({ get, post }, token, pick) {
  const risk = (await get('/api/questionnaire/get/risk', token)).data;
  const answers = Object.fromEntries(
    risk.questions.map((q) => [String(q.id), q.options[pick(q.options.length)]?.key ?? 'A']),
  );
  return ok(await post('/api/questionnaire/answer', { id: risk.id, answers }, token), 'risk test').profile
    ?.level;
}

/**
 * Item 3: at a high risk level, order a product with a risk level; retake the test low; pay. Counts the
 * orders that ended fulfilled (access granted) of those attempted.
 */
export async function unsuitableOrdersFulfilled(ctx, token) {
  const goods = (await ctx.get('/api/goods/ver/2/list?pageSize=50')).rows ?? [];
  const product = goods.find((g) => g.minRiskLevel !== null);
  if (!product) throw new Error('no product with a risk level');
  const attempts = [
    // Dropped before paying starts.
    { dropBeforePay: true },
    // Dropped while at the cashier: the payment notification arrives after the drop.
    { dropBeforePay: false },
  ];
  let fulfilled = 0;
  for (const attempt of attempts) {
    await takeRiskTest(ctx, token, (n) => (n === 4 ? 3 : 0));
    const order = ok(await ctx.post('/api/order/ver/2/create', { goodsId: product.id }, token), 'create');
    if (attempt.dropBeforePay) {
      await takeRiskTest(ctx, token, () => 0);
      await payAtSandbox(ctx, token, order.orderNo).catch(() => undefined);
    } else {
      ok(
        await ctx.post('/api/order/ver/2/pay', { orderNo: order.orderNo, channel: 'sandbox' }, token),
        'pay',
      );
      await takeRiskTest(ctx, token, () => 0);
      await ctx.post('/api/pay/sandbox/confirm', { orderNo: order.orderNo }, token);
    }
    const after = (await ctx.get(`/api/order/ver/2/info/${order.orderNo}`, token)).data;
    if (after.status === 'FULFILLED' || after.status === 'PAID') fulfilled += 1;
  }
  ctx.report('unsuitable orders fulfilled', `${fulfilled} of ${attempts.length}`);
}
