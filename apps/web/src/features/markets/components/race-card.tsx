import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RaceCard as Race, RaceStatus } from '@app/contract/markets';
import { LazyImage } from '../../../components/lazy-image';
import cardStyles from '../../../components/card.module.css';
import styles from './race-card.module.css';

const STATUS_COLOR: Record<RaceStatus, string> = { upcoming: 'warning', open: 'danger', ended: 'default' };

export function RaceStatusTag({ status }: { status: RaceStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline">
      {t(`markets.status.${status}`)}
    </Tag>
  );
}

/** A race in the list (SPEC §2): picture, title, summary and 'learn more'. */
export function RaceCard({ race, onOpen }: { race: Race; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <article className={cardStyles.card} data-testid="race-card">
      <button type="button" className={`${cardStyles.hit} ${styles.hit}`} onClick={onOpen}>
        <LazyImage src={race.pic} alt="" ratio={750 / 320} className={styles.cover} />
        <span className={styles.body}>
          <span className={styles.head}>
            <h3 className={`${cardStyles.title} ${styles.title}`}>{race.title}</h3>
            <RaceStatusTag status={race.status} />
          </span>
          <span className={styles.summary}>{race.summary}</span>
          <span className={styles.meta}>
            <span>{t('markets.period', { start: race.startDay, end: race.endDay })}</span>
            <span>{t('markets.participants', { count: race.participants })}</span>
          </span>
        </span>
      </button>
      <div className={styles.actions}>
        <Button size="small" color="primary" fill="outline" onClick={onOpen}>
          {t('markets.learnMore')}
        </Button>
      </div>
    </article>
  );
}
