import '../../../lib/antd-render';
import { useState } from 'react';
import { ActionSheet, Button, List } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VersionItem } from '../../../features/version/components/version-item';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { PageShell } from '../../../components/page-shell';
import { LOCALES, setLocale, type Locale, isLocale } from '../../../i18n/i18n';
import { translateMsg } from '../../../i18n/translate-msg';
import { confirmDialog } from '../../../lib/confirm-dialog';
import { appNavigate } from '../../../lib/navigation';
import { clearStorageExcept } from '../../../lib/storage';
import { showSuccess } from '../../../lib/toast';
import { useStoredValue } from '../../../lib/use-stored-value';
import { endSession } from '../../../features/member/api/end-session';
import { logoutOnServer } from '../../../features/member/api/logout';
import { FontSizeCard } from './font-size-card';
import styles from './system-settings-page.module.css';

// Clearing the cache keeps who the user is and how they set up the app.
const KEPT_ON_CLEAR: readonly string[] = [
  StorageKey.token,
  StorageKey.memberId,
  StorageKey.isTeacher,
  StorageKey.unionid,
  StorageKey.roles,
  StorageKey.permissions,
  StorageKey.name,
  StorageKey.avatar,
  StorageKey.deviceId,
  StorageKey.crmUserId,
  StorageKey.parentMemberId,
  StorageKey.fontSize,
  StorageKey.locale,
  StorageKey.lastVisitedPage,
];

/** Language, font size, cache, version, about and logout. */
export function SystemSettingsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const [loggingOut, setLoggingOut] = useState(false);
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'zh-CN';

  const chooseLanguage = () => {
    const handler = ActionSheet.show({
      actions: LOCALES.map((key) => ({ key, text: t(`languages.${key}`), bold: key === locale })),
      cancelText: t('common.cancel'),
      onAction: (action) => {
        handler.close();
        if (isLocale(action.key) && action.key !== locale) void setLocale(action.key);
      },
    });
  };

  const clearCache = async () => {
    if (!(await confirmDialog(translateMsg(Msg.dialogTitle), t('settings.clearCacheConfirm')))) return;
    clearStorageExcept(KEPT_ON_CLEAR);
    queryClient.removeQueries({ type: 'inactive' });
    showSuccess(t('settings.cacheCleared'));
  };

  const logout = async () => {
    if (!(await confirmDialog(translateMsg(Msg.dialogTitle), t('settings.logoutConfirm')))) return;
    setLoggingOut(true);
    await logoutOnServer();
    endSession(queryClient);
    setLoggingOut(false);
    showSuccess(Msg.logoutOk);
    appNavigate(Pages.mine, 'reLaunch');
  };

  return (
    <PageShell title={t('settings.title')}>
      <List className={styles.list}>
        <List.Item extra={t(`languages.${locale}`)} onClick={chooseLanguage}>
          {t('settings.language')}
        </List.Item>
      </List>

      <FontSizeCard />

      <List className={styles.list}>
        <List.Item onClick={() => void clearCache()}>{t('settings.clearCache')}</List.Item>
        <VersionItem />
        <List.Item onClick={() => appNavigate(Pages.about)}>{t('settings.aboutUs')}</List.Item>
        <List.Item onClick={() => appNavigate(Pages.agreement)}>{t('settings.agreement')}</List.Item>
      </List>

      {loggedIn ? (
        <div className={styles.logout}>
          <Button
            block
            shape="rounded"
            loading={loggingOut}
            disabled={loggingOut}
            onClick={() => void logout()}
          >
            {t('settings.logout')}
          </Button>
        </div>
      ) : null}
    </PageShell>
  );
}
