import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@app/contract/ad';
import '../../../i18n/register-content-catalog';
import { LazyImage } from '../../../components/lazy-image';
import styles from './ad-row.module.css';

interface AdRowProps {
  ad: Advertisement;
  onEnter: (ad: Advertisement) => void;
}

/** A row of the advertisement list (SPEC §2): picture, title and an 进入 button. */
export function AdRow({ ad, onEnter }: AdRowProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} data-testid="ad-row">
      <span className={styles.pic}>
        <LazyImage src={ad.pic} alt="" ratio={16 / 9} />
      </span>
      <span className={styles.title}>{ad.title}</span>
      <Button size="mini" shape="rounded" color="primary" onClick={() => onEnter(ad)}>
        {t('ad.enter')}
      </Button>
    </li>
  );
}
