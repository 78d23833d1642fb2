import '../../../i18n/register-markets-catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { bondsQueryOptions, useBonds } from '../../../features/markets/api/get-bonds';
import { BondRow } from '../../../features/markets/components/bond-row';
import { BondSheet } from '../../../features/markets/components/bond-sheet';
import { SimBadge } from '../../../features/markets/components/sim-badge';
import styles from './markets-pages.module.css';

/** Convertible bonds (SPEC §2 stock: bond; visitors may open it): the list, a bond opens its terms. */
export function BondPage() {
  const { t } = useTranslation();
  const bonds = useBonds();
  const [id, setId] = useState<number | null>(null);
  const simulated = bonds.data?.pages[0]?.rows[0]?.simulated ?? false;
  return (
    <PageShell title={t('markets.bondTitle')}>
      <p className={styles.poolIntro}>
        {t('markets.bondFormula')} <SimBadge simulated={simulated} />
      </p>
      <PagedList
        query={bonds}
        queryKey={bondsQueryOptions().queryKey}
        itemKey={(bond) => bond.id}
        emptyTitle={t('markets.bondEmpty')}
        errorTitle={t('markets.bondFailed')}
        renderItem={(bond) => <BondRow bond={bond} onOpen={() => setId(bond.id)} />}
      />
      <BondSheet id={id} onClose={() => setId(null)} />
    </PageShell>
  );
}
