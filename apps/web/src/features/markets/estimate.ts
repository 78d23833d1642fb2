import type { TradeSide } from '@app/contract/markets';
import {
  COMMISSION_MIN_FEN,
  COMMISSION_RATE,
  STAMP_DUTY_RATE,
  TRANSFER_FEE_RATE,
} from '@app/contract/markets-constants';

/** The fees an order would pay at this price, for display before sending (the server computes the real ones). */
export function estimateFeesFen(side: TradeSide, amountFen: number): number {
  const commission = Math.max(COMMISSION_MIN_FEN, Math.round(amountFen * COMMISSION_RATE));
  const stamp = side === 'sell' ? Math.round(amountFen * STAMP_DUTY_RATE) : 0;
  return commission + stamp + Math.round(amountFen * TRANSFER_FEE_RATE);
}
