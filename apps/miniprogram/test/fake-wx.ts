import type { WxPort } from '../miniprogram/lib/wx-port';

/** A fake `wx` that records calls; each test says how WeChat and the server answer. */
export function fakeWx(answers: {
  loginCode?: string | null;
  request?: (
    url: string,
    data: unknown,
    header: Record<string, string>,
  ) => { statusCode: number; data: unknown };
  payment?: { ok: true } | { ok: false; errMsg: string };
}) {
  const calls = {
    requests: [] as { url: string; data: unknown; header: Record<string, string> }[],
    modals: [] as unknown[],
    applied: 0,
    payments: [] as unknown[],
    backs: 0,
  };
  let updateReady: (() => void) | null = null;
  const wx: WxPort = {
    login: ({ success, fail }) =>
      answers.loginCode === null
        ? fail(new Error('login failed'))
        : success({ code: answers.loginCode ?? 'code-1' }),
    request: ({ url, data, header, success, fail }) => {
      calls.requests.push({ url, data, header: header ?? {} });
      if (!answers.request) return fail(new Error('offline'));
      success(answers.request(url, data, header ?? {}));
    },
    showModal: (options) => {
      calls.modals.push(options);
      options.success?.({ confirm: true });
    },
    getUpdateManager: () => ({
      onUpdateReady: (callback) => {
        updateReady = callback;
      },
      onUpdateFailed: () => undefined,
      applyUpdate: () => {
        calls.applied += 1;
      },
    }),
    navigateBack: () => {
      calls.backs += 1;
    },
    requestPayment: (options) => {
      calls.payments.push(options);
      if (!answers.payment || answers.payment.ok) options.success();
      else options.fail({ errMsg: answers.payment.errMsg });
    },
  };
  return { wx, calls, fireUpdateReady: () => updateReady?.() };
}
