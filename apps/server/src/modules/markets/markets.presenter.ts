import type { Trade } from '@app/contract/markets';
import type { TradeRow } from './markets.repository';

export const presentTrade = (t: TradeRow, name: string): Trade => ({
  id: t.id,
  code: t.code,
  name,
  side: t.side,
  quantity: t.quantity,
  priceFen: t.priceFen,
  amountFen: t.amountFen,
  commissionFen: t.commissionFen,
  stampDutyFen: t.stampDutyFen,
  transferFeeFen: t.transferFeeFen,
  realizedFen: t.realizedFen,
  at: t.at.toISOString(),
});
