import { useMutation } from '@tanstack/react-query';
import type { CodeLoginRequest, LoginResult } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** An unknown mobile gets a new account; either way the result is a login. */
export async function codeLogin(body: CodeLoginRequest): Promise<LoginResult> {
  const res = await request<DataEnvelope<LoginResult>>({
    url: Api.codeLogin,
    method: 'POST',
    data: body,
    isToken: false,
    loading: false,
  });
  return res.data;
}

export function useCodeLogin() {
  return useMutation({ mutationFn: codeLogin });
}
