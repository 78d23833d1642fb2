import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ClientPlatform } from '@app/contract/client-version';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { getLatestVersion } from '../api/get-latest-version';
import styles from './app-downloads.module.css';

const useLatest = (platform: ClientPlatform) =>
  useQuery({ queryKey: ['version', 'latest', platform], queryFn: () => getLatestVersion(platform) });

/** Where to get the apps: the released iOS and Android builds (links from the version service) and the mini-program. */
export function AppDownloads() {
  const { t } = useTranslation();
  const ios = useLatest('ios');
  const android = useLatest('android');
  if (ios.isPending || android.isPending) return <Skeleton lines={3} />;
  if (ios.isError && android.isError)
    return <LoadError onRetry={() => void Promise.all([ios.refetch(), android.refetch()])} />;
  return (
    <ul className={styles.list} data-testid="app-downloads">
      <li className={styles.row}>
        <span className={styles.name}>
          {t('version.ios')}
          {ios.data ? <span className={styles.sn}>v{ios.data.sn}</span> : null}
        </span>
        {ios.data?.iosLink ? (
          <Button size="small" color="danger" onClick={() => window.location.assign(ios.data?.iosLink ?? '')}>
            {t('version.appStore')}
          </Button>
        ) : (
          <span className={styles.none}>{t('version.notYet')}</span>
        )}
      </li>
      <li className={styles.row}>
        <span className={styles.name}>
          {t('version.android')}
          {android.data ? <span className={styles.sn}>v{android.data.sn}</span> : null}
        </span>
        {android.data?.androidLink ? (
          <a className={styles.link} href={android.data.androidLink} download>
            {t('version.apk')}
          </a>
        ) : (
          <span className={styles.none}>{t('version.notYet')}</span>
        )}
      </li>
      <li className={styles.row}>
        <span className={styles.name}>{t('version.miniProgram')}</span>
        <span className={styles.none}>{t('version.miniProgramHint')}</span>
      </li>
    </ul>
  );
}
