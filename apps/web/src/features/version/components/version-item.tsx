import { useState } from 'react';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { updateAction } from '@app/client-core/version/update-action';
import { VersionMsg } from '@app/contract/client-version-msg';
import { APP_VERSION } from '@app/contract/limits';
import { showToast } from '../../../lib/toast';
import { getLatestVersion } from '../api/get-latest-version';
import { currentPlatform } from '../../../lib/current-platform';

/** The settings row with this build's version; tapping it checks for a newer one. */
export function VersionItem() {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    if (checking) return;
    setChecking(true);
    try {
      const platform = currentPlatform();
      const action = updateAction(platform, APP_VERSION, await getLatestVersion(platform));
      if (action.kind === 'none') showToast(VersionMsg.upToDate);
      else await (await import('../run-update')).runUpdate(action);
    } catch {
      showToast(VersionMsg.checkFailed);
    } finally {
      setChecking(false);
    }
  };
  return (
    <List.Item
      extra={checking ? VersionMsg.checking : `v${APP_VERSION}`}
      description={VersionMsg.checkUpdate}
      onClick={() => void check()}
      data-testid="version-item"
    >
      {t('settings.version')}
    </List.Item>
  );
}
