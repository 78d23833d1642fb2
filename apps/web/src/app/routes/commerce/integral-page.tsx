import '../../../i18n/register-commerce-catalog';
import { useTranslation } from 'react-i18next';
import type { PointsEntry } from '@app/contract/commerce';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import {
  pointsLedgerQueryOptions,
  usePointsBalance,
  usePointsLedger,
} from '../../../features/commerce/api/wallet';
import styles from './commerce-pages.module.css';

function LedgerRow({ entry }: { entry: PointsEntry }) {
  const { t } = useTranslation();
  return (
    <div className={styles.ledgerRow} data-testid="points-entry">
      <span>
        {t(`commerce.integralReasons.${entry.reason}`)}
        <span className={styles.muted} style={{ display: 'block' }}>
          {new Date(entry.createTime).toLocaleString()}
          {entry.orderNo ? ` · ${entry.orderNo}` : ''}
        </span>
      </span>
      <span className={entry.delta > 0 ? styles.plus : styles.minusPoints}>
        {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
      </span>
    </div>
  );
}

/** My points: the balance, how points work, and every earn and spend. */
export function IntegralPage() {
  const { t } = useTranslation();
  const balance = usePointsBalance();
  const ledger = usePointsLedger();
  return (
    <PageShell title={t('commerce.integralTitle')}>
      <header className={styles.balance}>
        <span>{t('commerce.integralBalance')}</span>
        <p className={styles.balanceValue} data-testid="points-balance">
          {balance.data ?? '—'}
        </p>
        <p className={styles.balanceRule}>{t('commerce.integralRule')}</p>
      </header>
      <PagedList
        query={ledger}
        queryKey={pointsLedgerQueryOptions().queryKey}
        renderItem={(entry) => <LedgerRow entry={entry} />}
        itemKey={(entry) => entry.id}
        emptyTitle={t('commerce.integralEmpty')}
        errorTitle={t('commerce.integralFailed')}
        className={styles.listTop}
      />
    </PageShell>
  );
}
