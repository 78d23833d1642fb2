import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { LoginResult } from '@app/contract/account';

/**
 * Sends a login-like request (account, SMS code, registration) and hands the result on. The form
 * stays busy until onLoggedIn settles too, so nothing can be sent twice while the session is set up.
 * On failure the request wrapper shows the server's message and what was typed stays in the form.
 */
export function useLoginSubmit<Req>(
  mutation: UseMutationResult<LoginResult, Error, Req>,
  onLoggedIn: (result: LoginResult) => Promise<void>,
  /** Told of a refused try, e.g. to show the image captcha the server now wants. */
  onFailure?: (error: Error) => void,
) {
  const [finishing, setFinishing] = useState(false);
  const busy = mutation.isPending || finishing;

  const send = (request: Req) =>
    mutation.mutate(request, {
      onSuccess: async (result) => {
        setFinishing(true);
        try {
          await onLoggedIn(result);
        } finally {
          setFinishing(false);
        }
      },
      onError: (error) => onFailure?.(error),
    });

  return { busy, send };
}
