import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getJson } from '@app/client-core/storage/key-value-storage';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { PageShell } from '../../../components/page-shell';
import { translateMsg } from '../../../i18n/translate-msg';
import { appNavigate } from '../../../lib/navigation';
import { storage } from '../../../lib/storage';
import styles from './status-page.module.css';

/** The 206 response's data may carry a message for the member (e.g. which product unlocks the content). */
function storedMessage(): string {
  const data = getJson<unknown>(storage, StorageKey.noPermissionData);
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object') {
    for (const key of ['msg', 'message', 'permissionMsg']) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return Msg.noPermission;
}

/** Shown after a call answered 206 (SPEC §6): what happened, where from, and ways out. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  const [message] = useState(storedMessage);
  const [fromPage] = useState(() => storage.get(StorageKey.noPermissionPage));
  return (
    <PageShell title={t('noPermission.title')} white>
      <div className={styles.box}>
        <svg className={styles.lock} viewBox="0 0 96 96" aria-hidden="true">
          <circle cx="48" cy="48" r="46" fill="#fdecea" />
          <rect x="28" y="42" width="40" height="32" rx="6" fill="#e02e24" />
          <path d="M36 42v-8a12 12 0 0 1 24 0v8" fill="none" stroke="#e02e24" strokeWidth="6" />
          <circle cx="48" cy="56" r="4" fill="#fff" />
          <rect x="46" y="58" width="4" height="8" rx="2" fill="#fff" />
        </svg>
        <h2 className={styles.heading}>{t('noPermission.title')}</h2>
        <p className={styles.text}>{translateMsg(message)}</p>
        {fromPage ? <p className={styles.from}>{t('noPermission.fromPage', { page: fromPage })}</p> : null}
        <div className={styles.actions}>
          <Button shape="rounded" onClick={() => appNavigate('', 'navigateBack')}>
            {t('common.back')}
          </Button>
          <Button color="primary" shape="rounded" onClick={() => appNavigate(Pages.about, 'reLaunch')}>
            {t('common.goHome')}
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
