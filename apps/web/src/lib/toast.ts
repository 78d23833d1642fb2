import { translateMsg } from '../i18n/translate-msg';
import type * as ToastModule from './toast-impl';

type ToastImpl = typeof ToastModule;
let impl: Promise<ToastImpl> | null = null;

/**
 * Toasts load antd-mobile's Toast (and its animation library) on first use, keeping it out of the
 * first page's bundle. Calls run in the order they were made, as they all wait on the same promise.
 */
function withToast(run: (toast: ToastImpl) => void): void {
  impl ??= import('./toast-impl');
  void impl.then(run);
}

export function showToast(message: string): void {
  const text = translateMsg(message);
  withToast((toast) => toast.show(text));
}

export function showSuccess(message: string): void {
  const text = translateMsg(message);
  withToast((toast) => toast.show(text, 'success'));
}

export function showLoading(message: string): void {
  const text = translateMsg(message);
  withToast((toast) => toast.showLoading(text));
}

export function hideLoading(): void {
  withToast((toast) => toast.hideLoading());
}
