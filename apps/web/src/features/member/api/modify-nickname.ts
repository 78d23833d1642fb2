import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveProfile } from '@app/client-core/session/session';
import type { MemberInfo } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { memberKeys } from './member-keys';

export async function modifyNickname(nickname: string): Promise<MemberInfo> {
  const info = await send<MemberInfo>(Api.modifyNickname, { nickname });
  saveProfile(storage, info);
  return info;
}

export function useModifyNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyNickname,
    onSuccess: (info) => {
      queryClient.setQueryData(memberKeys.info(), info);
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
