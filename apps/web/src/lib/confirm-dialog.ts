import './antd-render';
import { Dialog } from 'antd-mobile';
import { i18n } from '../i18n/i18n';

/** Promise-style confirm with the app's 取消/确定 texts; kept in its own module so it loads on demand. */
export function confirmDialog(title: string, content: string, confirmText?: string): Promise<boolean> {
  return Dialog.confirm({
    title,
    content,
    confirmText: confirmText ?? i18n.t('common.confirm'),
    cancelText: i18n.t('common.cancel'),
  });
}
