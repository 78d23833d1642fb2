import '../../../i18n/register-markets-catalog';
import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { usePools } from '../../../features/markets/api/get-pools';
import { poolEntriesQueryOptions, usePoolEntries } from '../../../features/markets/api/get-pool-entries';
import { PoolEntryCard } from '../../../features/markets/components/pool-entry-card';
import { SimBadge } from '../../../features/markets/components/sim-badge';
import { StockSheet } from '../../../features/markets/components/stock-sheet';
import styles from './markets-pages.module.css';

/** Teachers' stock pools (SPEC §2 stockPoolList): one tab per pool; a stock opens its K-line sheet. */
export function StockPoolListPage() {
  const { t } = useTranslation();
  const pools = usePools();
  const [active, setActive] = useState<string | null>(null);
  const tabs = pools.data ?? [];
  const poolId = Number(active ?? tabs[0]?.id ?? 0) || null;
  const entries = usePoolEntries(poolId);
  const [code, setCode] = useState<string | null>(null);
  const pool = tabs.find((p) => p.id === poolId);
  const simulated = entries.data?.pages[0]?.rows[0]?.simulated ?? false;
  return (
    <PageShell title={t('markets.poolListTitle')}>
      {tabs.length > 0 ? (
        <div className={styles.sticky}>
          <Tabs activeKey={String(poolId)} onChange={setActive}>
            {tabs.map((p) => (
              <Tabs.Tab key={String(p.id)} title={p.title} />
            ))}
          </Tabs>
        </div>
      ) : null}
      {pool ? (
        <p className={styles.poolIntro}>
          {pool.teacherName ? <strong>{pool.teacherName}：</strong> : null}
          {pool.description} <SimBadge simulated={simulated} />
        </p>
      ) : null}
      <PagedList
        query={entries}
        queryKey={poolEntriesQueryOptions(poolId).queryKey}
        itemKey={(entry) => entry.id}
        emptyTitle={t('markets.poolEmpty')}
        errorTitle={t('markets.poolFailed')}
        renderItem={(entry) => <PoolEntryCard entry={entry} onOpen={() => setCode(entry.code)} />}
      />
      <StockSheet code={code} onClose={() => setCode(null)} />
    </PageShell>
  );
}
