import './antd-render';
import { Toast } from 'antd-mobile';
import { TOAST_DURATION_MS } from '@app/contract/limits';

Toast.config({ duration: TOAST_DURATION_MS });

// antd-mobile shows one toast at a time; remember whether the visible one is the loading spinner
// so hiding the spinner never wipes an error toast shown right after it.
let loadingVisible = false;

export function show(content: string, icon?: 'success' | 'fail'): void {
  loadingVisible = false;
  Toast.show({ content, icon });
}

export function showLoading(content: string): void {
  loadingVisible = true;
  Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false });
}

export function hideLoading(): void {
  if (!loadingVisible) return;
  loadingVisible = false;
  Toast.clear();
}
