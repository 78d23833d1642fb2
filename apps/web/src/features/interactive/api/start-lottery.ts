import { useMutation } from '@tanstack/react-query';
import type { LotteryStartBody } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** A teacher of the room starts a lottery; its card reaches the room over the socket. */
export const startLottery = (body: LotteryStartBody) => send<{ id: number }>(Api.lotteryStart, body);

export function useStartLottery() {
  return useMutation({ mutationFn: startLottery });
}
