// Security probe: can a member compute the simulated market's next prices offline? Runs the project's own
// market model on the public seed the embedded default once used, predicts every price of the next minute
// for five stocks, waits for that minute on the server and counts the hits (5 of 5 = a race can be topped).
import { tsImport } from 'tsx/esm/api';

const PUBLIC_SEED = 'markets-v1';
const CODES = ['600519', '300750', '601318', '000333', '688981'];
const MINUTE_MS = 60_000;
const WAIT_LIMIT_MS = 3 * MINUTE_MS;

/** Prices the server shows now for CODES, and the market's own clock (quotes carry it). */
async function serverQuotes(base) {
  const quotes = await Promise.all(
    CODES.map(async (code) => {
      const answer = await (await fetch(`${base}/api/stock/market/ver/2/yn/security/${code}`)).json();
      return answer.data.quote;
    }),
  );
  return { at: new Date(quotes[0].at), prices: quotes.map((q) => q.priceFen) };
}

/** @param {{ base: string, report: (what: string, figure: string) => void }} probe */
export async function probeMarketPrediction({ base, report }) {
  const { createSimulatedMarket } = await tsImport(
    '../../apps/server/src/providers/market/simulated-market.ts',
    import.meta.url,
  );
  const model = createSimulatedMarket({ seed: PUBLIC_SEED });
  const now = await serverQuotes(base);
  const nextMinute = new Date(Math.floor(now.at.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const predictedQuotes = await model.quotes(CODES, nextMinute);
  const predicted = CODES.map((code) => predictedQuotes.get(code).priceFen);

  const deadline = Date.now() + WAIT_LIMIT_MS;
  let seen = now;
  while (seen.at < nextMinute) {
    if (Date.now() > deadline) throw new Error('the market clock did not reach the next minute');
    await new Promise((r) => setTimeout(r, 1000));
    seen = await serverQuotes(base);
  }
  const hits = seen.prices.filter((price, i) => price === predicted[i]).length;
  report(
    `simulated prices of the next minute computed offline from the public seed '${PUBLIC_SEED}'`,
    `predicted ${hits} of ${CODES.length}`,
  );
}
