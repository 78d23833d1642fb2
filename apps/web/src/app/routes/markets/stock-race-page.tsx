import '../../../i18n/register-markets-catalog';
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Tabs } from '../../../components/tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Holding, PortfolioSummary, RaceDetail } from '@app/contract/markets';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import { LazyImage } from '../../../components/lazy-image';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { positiveId } from '../../../lib/positive-id';
import { requireLogin } from '../../../lib/require-login';
import { usePortfolio } from '../../../features/markets/api/get-portfolio';
import { useRaceChart } from '../../../features/markets/api/get-race-chart';
import { useRaceDetail } from '../../../features/markets/api/get-race-detail';
import { useJoinRace } from '../../../features/markets/api/join-race';
import { yuan } from '@app/client-core/format/market';
import { HoldingsList } from '../../../features/markets/components/holdings-list';
import { OrderPanel, type OrderPreset } from '../../../features/markets/components/order-panel';
import { PortfolioCard } from '../../../features/markets/components/portfolio-card';
import { RaceStatusTag } from '../../../features/markets/components/race-card';
import { RankingList } from '../../../features/markets/components/ranking-list';
import { ReturnChart } from '../../../features/markets/components/return-chart';
import { SimBadge } from '../../../features/markets/components/sim-badge';
import { TradesList } from '../../../features/markets/components/trades-list';
import marketStyles from '../../../features/markets/components/markets.module.css';
import styles from './markets-pages.module.css';

type Tab = 'ranking' | 'holdings' | 'trades' | 'rules';

/** A stock race (SPEC §2 stockRace?id=): rules, period, return curve, ranking, holdings and trades. */
export function StockRacePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const query = useRaceDetail(id);
  return (
    <PageShell title={query.data?.title ?? t('markets.raceTitle')}>
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('markets.raceNotFound')}
        back={{ label: t('markets.backToList'), to: Pages.stockRaceList }}
        extraSkeletonLines={6}
      >
        {(race) => <RaceView race={race} />}
      </DetailState>
    </PageShell>
  );
}

function RaceView({ race }: { race: RaceDetail }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PortfolioSummary | null>(null);
  const [tab, setTab] = useState<Tab>('ranking');
  const [order, setOrder] = useState<{ open: boolean; preset: OrderPreset | null }>({
    open: false,
    preset: null,
  });
  const join = useJoinRace(race.id);
  const viewingId = chosen?.participantId ?? race.myParticipantId;
  const isMine = viewingId !== null && viewingId === race.myParticipantId;
  const portfolio = usePortfolio(race.id, viewingId, viewingId !== null);
  const chart = useRaceChart(race.id, viewingId);
  const canTrade = isMine && race.status === 'open';

  const sell = (h: Holding) =>
    setOrder({
      open: true,
      preset: { code: h.code, side: 'sell', quantity: h.sellableQuantity || h.quantity },
    });

  return (
    <>
      <section className={styles.hero}>
        <LazyImage src={race.pic} alt="" ratio={750 / 320} priority />
        <div className={styles.heroBody}>
          <div className={styles.heroHead}>
            <h2 className={styles.heroTitle}>{race.title}</h2>
            <RaceStatusTag status={race.status} />
          </div>
          <div className={styles.meta}>
            <span>{t('markets.period', { start: race.startDay, end: race.endDay })}</span>
            <span>{t('markets.capital', { amount: yuan(race.initialCapitalFen) })}</span>
            <span>{t('markets.participants', { count: race.participants })}</span>
            <SimBadge simulated={race.simulated} />
          </div>
          {race.myParticipantId === null && race.status !== 'ended' ? (
            <Button
              color="primary"
              block
              loading={join.isPending}
              onClick={() => {
                if (requireLogin()) join.mutate();
              }}
            >
              {t('markets.join')}
            </Button>
          ) : null}
          {canTrade ? (
            <Button color="primary" block onClick={() => setOrder({ open: true, preset: null })}>
              {t('markets.trade')}
            </Button>
          ) : null}
        </div>
      </section>

      <div className={viewingId !== null ? styles.columns : undefined}>
        {viewingId !== null ? (
          portfolio.data ? (
            <PortfolioCard
              portfolio={portfolio.data}
              title={
                isMine
                  ? t('markets.myPortfolio')
                  : t('markets.viewingPortfolio', { name: portfolio.data.name })
              }
              action={
                chosen && race.myParticipantId !== null && !isMine ? (
                  <Button size="mini" onClick={() => setChosen(null)}>
                    {t('markets.backToMine')}
                  </Button>
                ) : null
              }
            />
          ) : portfolio.isError ? (
            <LoadError onRetry={() => void portfolio.refetch()} />
          ) : (
            <Skeleton lines={4} />
          )
        ) : null}

        <section className={marketStyles.section}>
          <h2 className={marketStyles.sectionTitle}>
            <span>{t('markets.chartTitle')}</span>
            <span className={styles.legend}>
              {viewingId !== null ? (
                <span className={marketStyles.up}>
                  — {portfolio.data?.name ?? t('markets.chartPortfolio')}
                </span>
              ) : null}
              <span>— {chart.data?.benchmarkName ?? race.benchmark.name}</span>
            </span>
          </h2>
          <div className={styles.chartBox}>
            {chart.data ? (
              chart.data.benchmark.length === 0 && chart.data.portfolio.length === 0 ? (
                <p className={styles.hint}>{t('markets.chartEmpty')}</p>
              ) : (
                <ReturnChart
                  portfolio={chart.data.portfolio}
                  benchmark={chart.data.benchmark}
                  portfolioLabel={t('markets.chartPortfolio')}
                  benchmarkLabel={chart.data.benchmarkName}
                />
              )
            ) : chart.isError ? (
              <LoadError title={t('markets.chartFailed')} onRetry={() => void chart.refetch()} />
            ) : (
              <Skeleton lines={5} />
            )}
          </div>
        </section>
      </div>

      <section className={marketStyles.section}>
        <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
          <Tabs.Tab key="ranking" title={t('markets.tabs.ranking')}>
            <RankingList
              raceId={race.id}
              selectedId={viewingId}
              onSelect={(p) => {
                setChosen(p.participantId === race.myParticipantId ? null : p);
                setTab('holdings');
              }}
            />
          </Tabs.Tab>
          <Tabs.Tab key="holdings" title={t('markets.tabs.holdings')}>
            {viewingId === null ? (
              <p className={styles.hint}>{t('markets.notJoinedHint')}</p>
            ) : portfolio.data ? (
              <HoldingsList holdings={portfolio.data.holdings} {...(canTrade ? { onSell: sell } : {})} />
            ) : (
              <Skeleton lines={4} />
            )}
          </Tabs.Tab>
          <Tabs.Tab key="trades" title={t('markets.tabs.trades')}>
            {viewingId === null ? (
              <p className={styles.hint}>{t('markets.notJoinedHint')}</p>
            ) : (
              <TradesList raceId={race.id} participantId={viewingId} />
            )}
          </Tabs.Tab>
          <Tabs.Tab key="rules" title={t('markets.tabs.rules')}>
            <p className={styles.rules}>{race.rules}</p>
            <p className={styles.formula}>
              <strong>{t('markets.formulaTitle')}</strong>
              <br />
              {t('markets.formula')}
            </p>
          </Tabs.Tab>
        </Tabs>
      </section>

      {canTrade ? (
        <OrderPanel
          raceId={race.id}
          visible={order.open}
          preset={order.preset}
          onClose={() => setOrder({ open: false, preset: null })}
        />
      ) : null}
    </>
  );
}
