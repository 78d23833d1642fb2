import '../../../i18n/register-content-catalog';
import '../../../i18n/register-watch-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAdCategoryCode } from '@app/contract/ad-codes';
import { Pages } from '@app/contract/pages';
import { AdRow } from '../../../features/ads/components/ad-row';
import navStyles from '../../../components/nav-action.module.css';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { ShareButton } from '../../../features/share/components/share-button';
import { useAdOpener } from '../../../features/ads/hooks/use-ad-opener';
import type { AdsFilter } from '../../../features/ads/api/get-ads';
import { withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { adPageQueryOptions, useAdPage } from '../../../features/ads/api/get-ad-page';
import styles from './links-pages.module.css';

/** The query names the list: categoryCode (default teacherAd), and teacherId or goodsId (SPEC §7). */
function adFilterOf(params: URLSearchParams): AdsFilter {
  const code = params.get('categoryCode');
  return {
    categoryCode: isAdCategoryCode(code) ? code : 'teacherAd',
    teacherId: positiveId(params.get('teacherId')) ?? undefined,
    goodsId: positiveId(params.get('goodsId')) ?? undefined,
  };
}

/**
 * Advertisement list (SPEC §2): rows with picture, title and 进入. An ad with a link opens its page or
 * the web view; one without opens a popup with its data. Shares with title 广告.
 */
export function AdListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const filter = adFilterOf(searchParams);
  const list = useAdPage(filter);
  const opener = useAdOpener();

  return (
    <PageShell
      title={t('ad.share')}
      right={
        <ShareButton
          title={t('ad.share')}
          path={withQuery(Pages.adList, { ...filter })}
          className={navStyles.navAction}
        />
      }
    >
      <PagedList
        query={list}
        queryKey={adPageQueryOptions(filter).queryKey}
        renderItem={(ad) => <AdRow ad={ad} onEnter={opener.open} />}
        itemKey={(ad) => ad.id}
        emptyTitle={t('ad.listEmpty')}
        errorTitle={t('ad.listFailed')}
        listAs="ul"
        listClassName={styles.card}
        className={styles.listTop}
      />
      {opener.details}
    </PageShell>
  );
}
