import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lottery } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { interactiveKeys } from './interactive-keys';

/** Joins a lottery; a refusal (joined twice, ended, no right) is toasted with the server's message. */
export const joinLottery = (id: number) => send<Lottery>(Api.lotteryJoin, { id });

export function useJoinLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinLottery,
    onSuccess: (lottery) => queryClient.setQueryData(interactiveKeys.lottery(lottery.id), lottery),
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: interactiveKeys.lottery(id) }),
  });
}
