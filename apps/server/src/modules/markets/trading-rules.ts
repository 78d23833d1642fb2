import {
  COMMISSION_MIN_FEN,
  COMMISSION_RATE,
  LOT_SIZE,
  MarketMsg,
  STAMP_DUTY_RATE,
  TRANSFER_FEE_RATE,
  type Quote,
  type TradeSide,
} from '@app/contract/markets';
import { isTradingTime } from '../../providers/market/trading-calendar';

/** Rates as integer parts per 10^7, so fees are computed on integers (no 0.1 + 0.2 drift). */
const PER = 10_000_000;
const perTenMillion = (rate: number) => Math.round(rate * PER);

export interface Fees {
  commissionFen: number;
  stampDutyFen: number;
  transferFeeFen: number;
  totalFen: number;
}

/** Fees of a fill of `amountFen` turnover (REFERENCE §6.1), each rounded to the fen half up. */
export function tradeFees(side: TradeSide, amountFen: number): Fees {
  const part = (rate: number) => Math.round((amountFen * perTenMillion(rate)) / PER);
  const commissionFen = Math.max(COMMISSION_MIN_FEN, part(COMMISSION_RATE));
  const stampDutyFen = side === 'sell' ? part(STAMP_DUTY_RATE) : 0;
  const transferFeeFen = part(TRANSFER_FEE_RATE);
  return {
    commissionFen,
    stampDutyFen,
    transferFeeFen,
    totalFen: commissionFen + stampDutyFen + transferFeeFen,
  };
}

export interface OrderContext {
  side: TradeSide;
  quantity: number;
  quote: Quote;
  cashFen: number;
  /** Shares held and shares sellable now (held minus today's buys: T+1). */
  heldQuantity: number;
  sellableQuantity: number;
  at: Date;
}

export type OrderCheck =
  | { ok: true; priceFen: number; amountFen: number; fees: Fees; cashChangeFen: number }
  | { ok: false; msg: string };

/**
 * Whether a market order may be filled now at the current price, and what it costs. Refusals carry the
 * message the member sees; nothing here touches state.
 */
export function checkOrder(o: OrderContext): OrderCheck {
  if (!isTradingTime(o.at)) return { ok: false, msg: MarketMsg.closed };
  const priceFen = o.quote.priceFen;
  const amountFen = priceFen * o.quantity;
  if (o.side === 'buy') {
    if (o.quantity % LOT_SIZE !== 0) return { ok: false, msg: MarketMsg.oddLot };
    // Contests bar buying at limit-up (no seller would fill it).
    if (priceFen >= o.quote.limitUpFen) return { ok: false, msg: MarketMsg.limitUp };
    const fees = tradeFees('buy', amountFen);
    if (amountFen + fees.totalFen > o.cashFen) return { ok: false, msg: MarketMsg.noCash };
    return { ok: true, priceFen, amountFen, fees, cashChangeFen: -(amountFen + fees.totalFen) };
  }
  if (o.heldQuantity === 0) return { ok: false, msg: MarketMsg.nothingHeld };
  if (o.quantity > o.sellableQuantity)
    return { ok: false, msg: MarketMsg.beyondSellable(o.sellableQuantity) };
  // An odd lot may only leave in one order that sells the whole sellable remainder.
  if (o.quantity % LOT_SIZE !== 0 && o.quantity !== o.sellableQuantity)
    return { ok: false, msg: MarketMsg.oddLotSell };
  if (priceFen <= o.quote.limitDownFen) return { ok: false, msg: MarketMsg.limitDown };
  const fees = tradeFees('sell', amountFen);
  return { ok: true, priceFen, amountFen, fees, cashChangeFen: amountFen - fees.totalFen };
}

/** A position after a fill (average-cost method), and the P&L a sell realizes. */
export function applyFill(
  position: { quantity: number; costBasisFen: number },
  fill: { side: TradeSide; quantity: number; amountFen: number; feesFen: number },
): { quantity: number; costBasisFen: number; realizedFen: number } {
  if (fill.side === 'buy')
    return {
      quantity: position.quantity + fill.quantity,
      costBasisFen: position.costBasisFen + fill.amountFen + fill.feesFen,
      realizedFen: 0,
    };
  const removedCost =
    fill.quantity === position.quantity
      ? position.costBasisFen
      : Math.round((position.costBasisFen * fill.quantity) / position.quantity);
  return {
    quantity: position.quantity - fill.quantity,
    costBasisFen: position.costBasisFen - removedCost,
    realizedFen: fill.amountFen - fill.feesFen - removedCost,
  };
}

/** Period return: (assets − initial) / initial (REFERENCE §6.3, no deposits during a race). */
export const returnRatio = (totalAssetsFen: number, initialFen: number): number =>
  initialFen > 0 ? (totalAssetsFen - initialFen) / initialFen : 0;

/**
 * Ranking rule: higher total assets (equivalently higher period return, everyone starts equal) first;
 * ties go to the earlier joiner, then the lower id.
 */
export function rankPortfolios<T extends { totalAssetsFen: number; joinedAt: Date; id: number }>(
  rows: readonly T[],
): (T & { rank: number })[] {
  return [...rows]
    .sort(
      (a, b) =>
        b.totalAssetsFen - a.totalAssetsFen || a.joinedAt.getTime() - b.joinedAt.getTime() || a.id - b.id,
    )
    .map((row, i) => ({ ...row, rank: i + 1 }));
}
