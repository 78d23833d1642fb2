import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { login } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t, 'member');
});
afterAll(async () => {
  await t.close();
});

/** One above the int4 ids' column, and one a JavaScript number cannot even hold exactly. */
const tooBig = ['2147483648', '9007199254740993'];

describe('ids wider than their column', () => {
  it.each(tooBig)('%s in a path, a query or a body answers the validation envelope', async (id) => {
    const api = client(t.app);
    const asMember = { token };
    const answers = [
      await api.get(`${Api.newsInfo}/${id}`),
      await api.get(Api.newsInfoQuery, { query: { id } }),
      await api.get(`${Api.goodsInfo}/${id}`),
      await api.get(Api.memberCouponList, { ...asMember, query: { goodsId: id } }),
      // JSON numbers as well as strings: a big number is parsed to the nearest double before zod sees it.
      await api.post(Api.orderQuote, { goodsId: Number(id) }, asMember),
      await api.post(Api.orderQuote, { goodsId: 1, couponId: id }, asMember),
      await api.post(Api.orderCreate, { goodsId: id }, asMember),
      await api.post(Api.orderCreate, { goodsId: 1, couponId: Number(id) }, asMember),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({ code: ResultCode.badRequest, msg: Msg.badRequest, data: null });
    }
  });

  it('the largest int4 id is still a valid (missing) one', async () => {
    const answer = await client(t.app).get(`${Api.goodsInfo}/2147483647`);
    expect(answer.code).toBe(ResultCode.notFound);
  });
});
