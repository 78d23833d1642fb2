import '../../../i18n/register-interactive-catalog';
import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useMyLotteries } from '../../../features/interactive/api/get-my-lotteries';
import { formatDrawTime } from '../../../features/interactive/components/format-time';
import styles from '../../../features/interactive/components/interactive.module.css';

/** /pages/liveVideo/winning/list/index: the lotteries the member joined, and the ones they won. */
export function WinningListPage() {
  const { t } = useTranslation();
  const [won, setWon] = useState(false);
  const list = useMyLotteries(won);
  return (
    <PageShell title={t('lottery.listTitle')}>
      <Tabs activeKey={won ? 'won' : 'all'} onChange={(key) => setWon(key === 'won')}>
        <Tabs.Tab key="all" title={t('lottery.tabAll')} />
        <Tabs.Tab key="won" title={t('lottery.tabWon')} />
      </Tabs>
      <div className={styles.page}>
        <PagedList
          query={list}
          itemKey={(item) => item.id}
          emptyTitle={won ? t('lottery.wonEmpty') : t('lottery.listEmpty')}
          errorTitle={t('lottery.failed')}
          renderItem={(item) => (
            <button
              type="button"
              className={styles.listItem}
              data-testid="winning-item"
              onClick={() =>
                appNavigate(withQuery(item.won ? Pages.winningDetail : Pages.winningResult, { id: item.id }))
              }
            >
              <div className={styles.cardHead}>🎁 {item.prize}</div>
              <div className={styles.meta}>
                <span>{item.roomTitle}</span>
                <span>{t('lottery.endsAt', { time: formatDrawTime(item.endsAt) })}</span>
                <span className={item.won ? styles.won : undefined}>
                  {item.status === 'open'
                    ? t('lottery.joined')
                    : item.won
                      ? t('lottery.won')
                      : t('lottery.notWon')}
                </span>
              </div>
            </button>
          )}
        />
      </div>
    </PageShell>
  );
}
