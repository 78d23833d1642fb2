import { useMutation } from '@tanstack/react-query';
import type { AccountLoginRequest, LoginResult } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

export async function accountLogin(body: AccountLoginRequest): Promise<LoginResult> {
  const res = await request<DataEnvelope<LoginResult>>({
    url: Api.accountLogin,
    method: 'POST',
    data: body,
    isToken: false,
    loading: false,
  });
  return res.data;
}

export function useAccountLogin() {
  return useMutation({ mutationFn: accountLogin });
}
