import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderBody, OrderResult } from '@app/contract/markets';
import { MarketMsg } from '@app/contract/markets-msg';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { marketKeys } from './market-keys';

/** POST /api/stock/trade/ver/2/order: a market order; refusals are toasted with the server's reason. */
export function usePlaceOrder(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<OrderBody, 'raceId'>) => send<OrderResult>(Api.stockOrder, { raceId, ...body }),
    onSuccess: (result) => {
      showSuccess(result.trade.side === 'buy' ? MarketMsg.bought : MarketMsg.sold);
      // Holdings, cash, return, rank and the curve all move with a fill.
      void queryClient.invalidateQueries({ queryKey: marketKeys.raceLive(raceId) });
    },
  });
}
