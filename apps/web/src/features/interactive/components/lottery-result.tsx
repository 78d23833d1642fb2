import { useTranslation } from 'react-i18next';
import type { Lottery } from '@app/contract/interactive';
import { Pages } from '@app/contract/pages';
import { WatchPages } from '../../../lib/watch-pages';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { formatDrawTime } from './format-time';
import { LotteryOutcome } from './lottery-card';
import styles from './interactive.module.css';

/**
 * A lottery's result page body: the prize and rules, the viewer's outcome (with how to claim when won), the
 * winners, and what anyone needs to check the draw: the hash published at the start, the seed, the entrants.
 */
export function LotteryResult({ lottery, showAudit }: { lottery: Lottery; showAudit: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="lottery-result" data-status={lottery.status}>
      <section className={styles.section}>
        <div className={styles.cardHead}>🎁 {t('lottery.cardTitle')}</div>
        <p className={styles.prize}>{lottery.prize}</p>
        <div className={styles.meta}>
          <span>{t('lottery.winners', { count: lottery.winnerCount })}</span>
          <span>{t(`lottery.eligibility.${lottery.eligibility}`)}</span>
          <span>{t('lottery.endsAt', { time: formatDrawTime(lottery.endsAt) })}</span>
          <span>{t('lottery.entrants', { count: lottery.entrants })}</span>
        </div>
        <button
          type="button"
          className={styles.link}
          onClick={() =>
            appNavigate(
              withQuery(lottery.roomType === 'video' ? WatchPages.liveVideoRoom : Pages.chat, {
                id: lottery.liveId,
              }),
            )
          }
        >
          {t('lottery.room', { title: lottery.roomTitle })}
        </button>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('lottery.resultTitle')}</h2>
        {lottery.status === 'drawn' ? (
          <LotteryOutcome lottery={lottery} />
        ) : (
          <p className={styles.status}>
            {lottery.joined
              ? t('lottery.joined')
              : t('lottery.endsAt', { time: formatDrawTime(lottery.endsAt) })}
          </p>
        )}
      </section>
      {showAudit ? (
        <section className={styles.section} data-testid="lottery-audit">
          <h2 className={styles.sectionTitle}>{t('lottery.audit')}</h2>
          <p className={styles.status}>{t('lottery.auditNote')}</p>
          <p className={styles.status}>{t('lottery.seedHash')}</p>
          <p className={styles.mono}>{lottery.seedHash}</p>
          {lottery.seed ? (
            <>
              <p className={styles.status}>{t('lottery.seed')}</p>
              <p className={styles.mono} data-testid="lottery-seed">
                {lottery.seed}
              </p>
              <p className={styles.status}>{t('lottery.entrantIds')}</p>
              <p className={styles.mono}>{(lottery.entrantIds ?? []).join(', ')}</p>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
