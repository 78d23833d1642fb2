import '../../../i18n/register-markets-catalog';
import { useState } from 'react';
import { MarketMsg } from '@app/contract/markets-msg';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { useFinanceCalendar } from '../../../features/markets/api/get-finance-calendar';
import { beatForecast, chinaClock, dayStrip, weekdayOf } from '../../../features/markets/calendar-days';
import marketStyles from '../../../features/markets/components/markets.module.css';
import { SimBadge } from '../../../features/markets/components/sim-badge';
import styles from './finance-calendar-page.module.css';

/** The finance calendar: a strip of days and the chosen day's events with stars, previous, forecast, actual. */
export function FinanceCalendarPage() {
  const { t } = useTranslation();
  const [day, setDay] = useState<string | null>(null);
  const calendar = useFinanceCalendar(day);
  const shown = calendar.data?.day ?? day;
  const weekdays = t('markets.calendar.weekdays').split(',');
  return (
    <PageShell title={t('markets.calendar.title')}>
      {shown ? (
        <nav className={styles.strip} aria-label={t('markets.calendar.title')}>
          {dayStrip(shown).map((d) => (
            <button
              key={d}
              type="button"
              className={`${styles.day} ${d === shown ? styles.dayActive : ''}`}
              aria-pressed={d === shown}
              onClick={() => setDay(d)}
            >
              <span>{weekdays[weekdayOf(d)]}</span>
              <strong>{d.slice(5).replace('-', '/')}</strong>
            </button>
          ))}
        </nav>
      ) : null}
      <section className={marketStyles.section}>
        {calendar.data?.simulated ? (
          <p className={styles.simNote} data-testid="calendar-simulated">
            <SimBadge simulated label={MarketMsg.simulatedEvents} />
          </p>
        ) : null}
        {calendar.data ? (
          calendar.data.events.length === 0 ? (
            <EmptyState title={t('markets.calendar.empty')} />
          ) : (
            <ul className={marketStyles.list}>
              {calendar.data.events.map((e) => {
                const beat = beatForecast(e.actual, e.forecast);
                return (
                  <li key={e.id} className={styles.event} data-testid="calendar-event">
                    <div className={styles.head}>
                      <span className={marketStyles.num}>{chinaClock(e.occursAt)}</span>
                      <span className={styles.region}>{e.region}</span>
                      <span
                        className={styles.stars}
                        aria-label={t('markets.calendar.stars', { count: e.importance })}
                      >
                        {'★'.repeat(e.importance)}
                        <span className={styles.starsOff}>{'★'.repeat(3 - e.importance)}</span>
                      </span>
                    </div>
                    <div className={marketStyles.name}>
                      {e.title} {e.periodLabel}
                    </div>
                    <div className={styles.values}>
                      <span>
                        {t('markets.calendar.previous')}{' '}
                        <b className={marketStyles.num}>{e.previous ?? '--'}</b>
                      </span>
                      <span>
                        {t('markets.calendar.forecast')}{' '}
                        <b className={marketStyles.num}>{e.forecast ?? '--'}</b>
                      </span>
                      <span>
                        {t('markets.calendar.actual')}{' '}
                        <b
                          className={`${marketStyles.num} ${beat === null ? '' : beat ? marketStyles.up : marketStyles.down}`}
                        >
                          {e.actual ?? t('markets.calendar.pending')}
                        </b>
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        ) : calendar.isError ? (
          <LoadError onRetry={() => void calendar.refetch()} />
        ) : (
          <Skeleton lines={6} />
        )}
      </section>
    </PageShell>
  );
}
