import { useTranslation } from 'react-i18next';
import type { PortfolioSummary } from '@app/contract/markets';
import { PagedList } from '../../../components/paged-list';
import { rankingQueryOptions, useRanking } from '../api/get-ranking';
import { ratioTrend, signedPct, yuan } from '@app/client-core/format/market';
import styles from './markets.module.css';

interface RankingListProps {
  raceId: number;
  selectedId: number | null;
  onSelect: (portfolio: PortfolioSummary) => void;
}

/** The live ranking; tapping a portfolio shows its curve, holdings and trades. */
export function RankingList({ raceId, selectedId, onSelect }: RankingListProps) {
  const { t } = useTranslation();
  const query = useRanking(raceId);
  return (
    <PagedList
      query={query}
      queryKey={rankingQueryOptions(raceId).queryKey}
      listAs="ul"
      listClassName={styles.list}
      itemKey={(p) => p.participantId}
      emptyTitle={t('markets.rankingEmpty')}
      errorTitle={t('markets.rankingFailed')}
      renderItem={(p) => (
        <li data-testid="ranking-row">
          <button
            type="button"
            className={`${styles.row} ${styles.rowButton} ${p.participantId === selectedId ? styles.rowSelected : ''}`}
            onClick={() => onSelect(p)}
          >
            <span className={`${styles.rank} ${p.rank <= 3 ? styles.rankTop : ''}`}>{p.rank}</span>
            <span className={styles.grow}>
              <span className={styles.name}>
                {p.name}
                {p.isTeacher ? <span className={styles.tag}>{t('markets.teacherTag')}</span> : null}
              </span>
              <br />
              <span className={`${styles.sub} ${styles.num}`}>
                {t('markets.totalAssets')} {yuan(p.totalAssetsFen)}
              </span>
            </span>
            <span className={`${styles.right} ${styles.num} ${styles[ratioTrend(p.returnRatio)]}`}>
              {signedPct(p.returnRatio)}
            </span>
          </button>
        </li>
      )}
    />
  );
}
