import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveProfile } from '@app/client-core/session/session';
import type { MemberInfo } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { api } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { memberKeys } from './member-keys';

/** Upload /api/member/modify/avatar (file): the server checks, squares, re-encodes and strips the picture. */
export async function modifyAvatar(file: Blob): Promise<MemberInfo> {
  const body = await api.upload<DataEnvelope<MemberInfo>>({
    url: Api.modifyAvatar,
    file,
    fileName: 'avatar.jpg',
  });
  saveProfile(storage, body.data);
  return body.data;
}

export function useModifyAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyAvatar,
    onSuccess: (info) => {
      queryClient.setQueryData(memberKeys.info(), info);
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
