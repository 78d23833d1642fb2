import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MarketMsg } from '@app/contract/markets-msg';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { marketKeys } from './market-keys';

/** POST /api/stock/race/ver/2/join: the member enters the race with its virtual capital. */
export function useJoinRace(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send<{ participantId: number }>(Api.stockRaceJoin, { raceId }),
    onSuccess: () => {
      showSuccess(MarketMsg.joined);
      void queryClient.invalidateQueries({ queryKey: marketKeys.race(raceId) });
    },
  });
}
