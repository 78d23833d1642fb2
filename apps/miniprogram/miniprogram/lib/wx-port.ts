/** The part of `wx` the shell uses; pages pass the real `wx`, tests a fake. */
export interface WxPort {
  login(options: { success(result: { code: string }): void; fail(error: unknown): void }): void;
  request(options: {
    url: string;
    method: 'GET' | 'POST';
    data?: unknown;
    header?: Record<string, string>;
    success(result: { statusCode: number; data: unknown }): void;
    fail(error: unknown): void;
  }): void;
  showModal(options: {
    title: string;
    content: string;
    showCancel?: boolean;
    success?(result: { confirm: boolean }): void;
  }): void;
  getUpdateManager(): {
    onUpdateReady(callback: () => void): void;
    onUpdateFailed(callback: () => void): void;
    applyUpdate(): void;
  };
  /** Back to the page below (the web-view). */
  navigateBack(options?: { delta?: number }): void;
  requestPayment(
    options: Record<string, unknown> & { success(): void; fail(error: { errMsg?: string }): void },
  ): void;
}

/** An envelope answer of the API (SPEC §8). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

/** wx.request as a promise of the envelope; transport failures reject. */
export function callApi<T>(
  wx: WxPort,
  url: string,
  method: 'GET' | 'POST',
  data?: unknown,
  token?: string,
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    wx.request({
      url,
      method,
      data,
      header: token ? { Authorization: `Bearer ${token}` } : {},
      success: (result) =>
        result.statusCode === 200
          ? resolve(result.data as Envelope<T>)
          : reject(new Error(`HTTP ${result.statusCode}`)),
      fail: reject,
    });
  });
}
