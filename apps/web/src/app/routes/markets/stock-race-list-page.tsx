import '../../../i18n/register-markets-catalog';
import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useRaceCategories } from '../../../features/markets/api/get-race-categories';
import { racesQueryOptions, useRaces } from '../../../features/markets/api/get-races';
import { RaceCard } from '../../../features/markets/components/race-card';
import styles from './markets-pages.module.css';

const ALL = 'all';

/** Stock races (SPEC §2): category tabs, race cards with 'learn more', empty state, load more. */
export function StockRaceListPage() {
  const { t } = useTranslation();
  const categories = useRaceCategories();
  const [active, setActive] = useState(ALL);
  const categoryId = active === ALL ? null : Number(active);
  const list = useRaces(categoryId);
  const tabs = categories.data ?? [];
  return (
    <PageShell title={t('markets.raceListTitle')}>
      {tabs.length > 0 ? (
        <div className={styles.sticky}>
          <Tabs activeKey={active} onChange={setActive}>
            <Tabs.Tab key={ALL} title={t('markets.all')} />
            {tabs.map((c) => (
              <Tabs.Tab key={String(c.id)} title={c.title} />
            ))}
          </Tabs>
        </div>
      ) : null}
      <PagedList
        query={list}
        queryKey={racesQueryOptions(categoryId).queryKey}
        className={styles.listTop}
        itemKey={(race) => race.id}
        emptyTitle={t('markets.raceEmpty')}
        errorTitle={t('markets.raceFailed')}
        renderItem={(race) => (
          <RaceCard race={race} onOpen={() => appNavigate(withQuery(Pages.stockRace, { id: race.id }))} />
        )}
      />
    </PageShell>
  );
}
