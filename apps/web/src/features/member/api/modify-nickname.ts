import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveProfile } from '@app/client-core/session/session';
import type { MemberInfo } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { memberKeys } from './member-keys';

export async function modifyNickname(nickname: string): Promise<MemberInfo> {
  const body = await request<DataEnvelope<MemberInfo>>({
    url: Api.modifyNickname,
    method: 'POST',
    data: { nickname },
  });
  saveProfile(storage, body.data);
  return body.data;
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
