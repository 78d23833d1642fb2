import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveProfile } from '@app/client-core/session/session';
import type { MemberInfo } from '@app/contract/account';
import type { BindMobileRequest } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { memberKeys } from './member-keys';

/** POST /api/member/ver/2/bind/mobile: the new number with the code sent to it (purpose bind). */
export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BindMobileRequest) => send<MemberInfo>(Api.bindMobile, body),
    onSuccess: (info) => {
      saveProfile(storage, info);
      queryClient.setQueryData(memberKeys.info(), info);
    },
  });
}
