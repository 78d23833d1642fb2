import '../../../i18n/register-interactive-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { positiveId } from '../../../lib/positive-id';
import { useLottery } from '../../../features/interactive/api/get-lottery';
import { LotteryResult } from '../../../features/interactive/components/lottery-result';

/**
 * /pages/liveVideo/winning/result/index?id=: a lottery's result with the fairness check; the detail pages
 * (/pages/liveVideo/winning/detail/index and /pages/winning/detail/index) show the prize and how to claim.
 */
function LotteryPage({ audit }: { audit: boolean }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useLottery(id);
  return (
    <PageShell title={audit ? t('lottery.resultTitle') : t('lottery.detailTitle')}>
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('lottery.notFound')}
        errorTitle={t('lottery.failed')}
        back={{ label: t('lottery.myLotteries'), to: Pages.winningList }}
        skeleton={<Skeleton lines={6} />}
      >
        {(lottery) => <LotteryResult lottery={lottery} showAudit={audit} />}
      </DetailState>
    </PageShell>
  );
}

export function WinningResultPage() {
  return <LotteryPage audit />;
}

export function WinningDetailPage() {
  return <LotteryPage audit={false} />;
}
