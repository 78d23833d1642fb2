import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getJson } from '@app/client-core/storage/key-value-storage';
import type { NoPermissionData } from '@app/contract/access';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { PageShell } from '../../../components/page-shell';
import { translateMsg } from '../../../i18n/translate-msg';
import { appNavigate } from '../../../lib/navigation';
import { storage } from '../../../lib/storage';
import { useStoredValue } from '../../../lib/use-stored-value';
import { ModuleNeeded } from './module-needed';
import styles from './status-page.module.css';
import '../../../i18n/register-content-catalog';

/** The 206 response's data may carry a message for the member (e.g. which product unlocks the content). */
function storedMessage(data: unknown): string {
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object') {
    for (const key of ['msg', 'message', 'permissionMsg']) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return Msg.noPermission;
}

/** The content endpoints answer 206 with the module needed and its product page (contract access.ts). */
function moduleData(data: unknown): NoPermissionData | null {
  if (!data || typeof data !== 'object') return null;
  const value = data as Partial<NoPermissionData>;
  return typeof value.moduleName === 'string' && value.moduleName ? (value as NoPermissionData) : null;
}

interface NoPermissionPageProps {
  /** Whether a link is a page this build renders (the product page may not be). */
  canOpen?: (url: string) => boolean;
}

/** Shown after a call answered 206 (SPEC §6): what is needed, where from, and ways out. */
export function NoPermissionPage({ canOpen = () => false }: NoPermissionPageProps) {
  const { t } = useTranslation();
  const [data] = useState(() => getJson<unknown>(storage, StorageKey.noPermissionData));
  const [fromPage] = useState(() => storage.get(StorageKey.noPermissionPage));
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const needed = moduleData(data);

  const navigate = useNavigate();

  // The page that answered 206 is the entry just behind this one: going back to it would only bring
  // the member here again, so back skips over it (or goes home when there is nothing before it).
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const steps = fromPage ? 2 : 1;
    if (idx >= steps) void navigate(-steps);
    else appNavigate(Pages.about, 'reLaunch');
  };

  const logIn = () => {
    // After logging in, try the locked page again: the member may hold the module.
    if (fromPage) storage.set(StorageKey.lastVisitedPage, fromPage);
    appNavigate(Pages.login);
  };

  return (
    <PageShell title={t('noPermission.title')} onBack={back} white>
      <div className={styles.box}>
        <svg className={styles.lock} viewBox="0 0 96 96" aria-hidden="true">
          <circle cx="48" cy="48" r="46" fill="#fdecea" />
          <rect x="28" y="42" width="40" height="32" rx="6" fill="#e02e24" />
          <path d="M36 42v-8a12 12 0 0 1 24 0v8" fill="none" stroke="#e02e24" strokeWidth="6" />
          <circle cx="48" cy="56" r="4" fill="#fff" />
          <rect x="46" y="58" width="4" height="8" rx="2" fill="#fff" />
        </svg>
        <h2 className={styles.heading}>{t('noPermission.title')}</h2>
        <p className={styles.text}>{translateMsg(storedMessage(data))}</p>
        {needed ? (
          <ModuleNeeded
            data={needed}
            canOpenProduct={canOpen(needed.goodsLink)}
            onOpenProduct={() => appNavigate(needed.goodsLink)}
          />
        ) : null}
        {fromPage ? <p className={styles.from}>{t('noPermission.fromPage', { page: fromPage })}</p> : null}
        <div className={styles.actions}>
          <Button shape="rounded" onClick={back}>
            {t('common.back')}
          </Button>
          {needed?.loginRequired && !loggedIn ? (
            <Button color="primary" fill="outline" shape="rounded" onClick={logIn}>
              {t('noPermissionDetail.login')}
            </Button>
          ) : (
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => appNavigate(Pages.about, 'reLaunch')}
            >
              {t('common.goHome')}
            </Button>
          )}
        </div>
      </div>
    </PageShell>
  );
}
