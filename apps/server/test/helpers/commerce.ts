import { createHmac } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import type { Coupon, Order, PayStart, PointsEntry } from '@app/contract/commerce';
import type { NoPermissionData } from '@app/contract/access';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { memberCoupons } from '../../src/db/schema/commerce';
import { loadMediaSigningKey } from '../../src/modules/media/media-signing-key';
import { movePoints } from '../../src/modules/commerce/wallet.repository';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
} from '../../src/providers/payment/sandbox-provider';
import { registerMember } from './accounts';
import { client } from './http';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/** A fresh member with the coupons and points a test asks for (the test owns them). */
export async function shopper(
  t: TestApp,
  opts: {
    points?: number;
    coupons?: {
      title: string;
      kind: 'amount' | 'discount';
      amountFen?: number;
      discountPercent?: number;
      thresholdFen?: number;
      expiresInDays?: number;
    }[];
  } = {},
) {
  const { login } = await registerMember(t);
  const now = t.clock.now();
  const couponIds: number[] = [];
  for (const c of opts.coupons ?? []) {
    const [row] = await t.db
      .insert(memberCoupons)
      .values({
        memberId: login.memberId,
        title: c.title,
        kind: c.kind,
        amountFen: c.amountFen ?? 0,
        discountPercent: c.discountPercent ?? 100,
        thresholdFen: c.thresholdFen ?? 0,
        startsAt: new Date(now.getTime() - DAY),
        expiresAt: new Date(now.getTime() + (c.expiresInDays ?? 30) * DAY),
      })
      .returning({ id: memberCoupons.id });
    couponIds.push(row?.id as number);
  }
  if (opts.points)
    await movePoints(t.db, {
      memberId: login.memberId,
      delta: opts.points,
      reason: 'gift',
      orderNo: null,
      at: now,
    });
  return { token: login.token, memberId: login.memberId, couponIds };
}

/** The sandbox's per-install secret, as the server derives it (a test forging or replaying notifications). */
export async function sandboxSecret(t: TestApp): Promise<Buffer> {
  const key = await loadMediaSigningKey(undefined, t.dataDir);
  return createHmac('sha256', key).update('sandbox-payment-notify').digest();
}

/** Posts a sandbox notification to the notify endpoint, signed with `secret`. */
export async function postSandboxNotify(
  t: TestApp,
  secret: Buffer,
  event: Record<string, unknown>,
  at: Date = t.clock.now(),
) {
  const body = JSON.stringify({ id: randomUUID(), kind: 'payment', success: true, ...event });
  const timestamp = String(at.getTime());
  const signature = createHmac('sha256', secret).update(`${timestamp}\n${body}`).digest('base64');
  return t.app.inject({
    method: 'POST',
    url: `${Api.payNotify}/sandbox`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: timestamp,
      [SANDBOX_SIGNATURE_HEADER]: signature,
    },
  });
}

/** Creates an order and pays it at the sandbox cashier, as the member would. */
export async function buyWithSandbox(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<Order> {
  const api = client(t.app);
  const created = await api.post<Order>(Api.orderCreate, body, { token });
  if (created.code !== 200 || !created.data) throw new Error(`create: ${created.msg}`);
  const started = await api.post<PayStart>(
    Api.orderPay,
    { orderNo: created.data.orderNo, channel: 'sandbox' },
    { token },
  );
  if (started.code !== 200) throw new Error(`pay: ${started.msg}`);
  const confirmed = await api.post(Api.paySandboxConfirm, { orderNo: created.data.orderNo }, { token });
  if (confirmed.code !== 200) throw new Error(`confirm: ${confirmed.msg}`);
  const info = await api.get<Order>(`${Api.orderInfo}/${created.data.orderNo}`, { token });
  return info.data as Order;
}

/** A members-only article of the module and the 206 it answers a member without it. */
export async function lockedArticle(t: TestApp, token: string) {
  const api = client(t.app);
  const list = await api.get<NewsItem[]>(`${Api.newsList}?pageSize=100`, { token });
  const locked = (list.rows as NewsItem[]).find((n) => n.moduleId !== null);
  if (!locked) throw new Error('no locked article seeded');
  const read = await api.get<NoPermissionData>(`${Api.newsInfo}/${locked.id}`, { token });
  return { article: locked, read };
}

/** A member's points, coupons and orders as the API answers them (the client is read when called). */
export function memberCommerce(api: () => ReturnType<typeof client>) {
  return {
    points: async (token: string) =>
      (await api().get<PointsEntry[]>(Api.memberPointsList, { token })) as unknown as {
        balance: number;
        rows: PointsEntry[];
      },
    coupons: async (token: string, status: string) =>
      (await api().get<Coupon[]>(`${Api.memberCouponList}?status=${status}`, { token })).rows as Coupon[],
    orderOf: async (token: string, orderNo: string) =>
      (await api().get<Order>(`${Api.orderInfo}/${orderNo}`, { token })).data as Order,
  };
}
