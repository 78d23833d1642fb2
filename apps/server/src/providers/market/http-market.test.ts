import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpMarket } from './http-market';
import { MarketDataError } from './market-data';

/** A local stand-in for a quotes service speaking the protocol of http-market.ts. */
let server: Server;
let url = '';
let requests: Array<{ url: string; headers: IncomingMessage['headers'] }> = [];
let failWith: number | null = null;

const securities = [
  {
    code: '600519',
    name: '贵州茅台',
    exchange: 'SH',
    board: 'main',
    st: false,
    isIndex: false,
    sector: '白酒',
  },
  {
    code: '688981',
    name: '中芯国际',
    exchange: 'SH',
    board: 'star',
    st: false,
    isIndex: false,
    sector: '半导体',
  },
];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const u = new URL(req.url ?? '/', 'http://x');
    if (failWith) {
      res.writeHead(failWith).end();
      return;
    }
    let body: unknown = {};
    if (u.pathname === '/v1/securities') body = { securities };
    if (u.pathname === '/v1/quotes')
      body = {
        quotes: (u.searchParams.get('codes') ?? '').split(',').map((code) => ({
          code,
          price: code === '600519' ? 1688.88 : 90.5,
          prevClose: code === '600519' ? 1650 : 100,
          time: '2026-11-23T02:00:00Z',
        })),
      };
    if (u.pathname === '/v1/candles')
      body = {
        candles: [{ day: '2026-11-20', open: 1640.1, high: 1660, low: 1630.05, close: 1650, volume: 12345 }],
      };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests = [];
  failWith = null;
});

describe('http market data', () => {
  it('reads quotes in yuan as fen with the board limits, and sends the API key', async () => {
    const market = createHttpMarket({ url, apiKey: 'k-1' });
    const quotes = await market.quotes(['600519', '688981', '000000'], new Date('2026-11-23T02:00:00Z'));
    expect(quotes.get('600519')).toMatchObject({
      priceFen: 168_888,
      prevCloseFen: 165_000,
      limitUpFen: 181_500,
      simulated: false,
      trading: true,
    });
    expect(quotes.get('688981')).toMatchObject({ priceFen: 9_050, limitDownFen: 8_000 });
    expect(quotes.has('000000')).toBe(false);
    expect(requests.every((r) => r.headers.authorization === 'Bearer k-1')).toBe(true);
    expect(requests.some((r) => r.url === '/v1/quotes?codes=600519%2C688981%2C000000')).toBe(true);
  });

  it('reads daily candles', async () => {
    const candles = await createHttpMarket({ url }).candles('600519', '2026-11-20', '2026-11-20');
    expect(candles).toEqual([
      {
        day: '2026-11-20',
        openFen: 164_010,
        highFen: 166_000,
        lowFen: 163_005,
        closeFen: 165_000,
        volume: 12345,
      },
    ]);
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it('fails with a MarketDataError when the service answers an error or is down', async () => {
    failWith = 503;
    await expect(createHttpMarket({ url }).securities()).rejects.toBeInstanceOf(MarketDataError);
    await expect(createHttpMarket({ url: 'http://127.0.0.1:9/' }).securities()).rejects.toBeInstanceOf(
      MarketDataError,
    );
  });
});
