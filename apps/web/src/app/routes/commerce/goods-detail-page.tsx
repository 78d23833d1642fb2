import '../../../i18n/register-commerce-catalog';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GoodsItem } from '@app/contract/commerce';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import { LazyImage } from '../../../components/lazy-image';
import { PageShell } from '../../../components/page-shell';
import { useGoods } from '../../../features/commerce/api/get-goods';
import { goodsPrice } from '../../../features/commerce/components/price-text';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import styles from './commerce-pages.module.css';

function GoodsView({ goods }: { goods: GoodsItem }) {
  const { t } = useTranslation();
  const price = goodsPrice(goods);
  const period = `${goods.cycle}${t(`commerce.cycleUnits.${goods.cycleUnit}`)}`;
  return (
    <>
      <div className={styles.hero}>
        <LazyImage src={goods.pic} alt={goods.title} ratio={16 / 9} priority />
        <div className={styles.heroBody}>
          <h1 className={styles.heroTitle}>{goods.title}</h1>
          <p className={styles.muted}>{goods.description}</p>
          <p className={styles.muted}>{t('commerce.validity', { period })}</p>
        </div>
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('commerce.unlocks')}</h2>
        <ul className={styles.features}>
          {goods.modules.map((m) => (
            <li key={m.id}>{m.name}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('commerce.includes')}</h2>
        <ul className={styles.features}>
          {goods.features.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <div className={styles.spacer} />
      <div className={styles.bar}>
        <span className={styles.barAmount}>
          {price ? (
            <span className={styles.plus} data-testid="goods-price">
              {price}
            </span>
          ) : (
            t('commerce.priceHidden')
          )}
        </span>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => appNavigate(withQuery(Pages.orderIndex, { goodsId: goods.id }))}
        >
          {t('commerce.buyNow')}
        </Button>
      </div>
    </>
  );
}

/** A product: what it unlocks and includes, its price and validity, and buying it. */
export function GoodsDetailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useGoods(id);
  return (
    <PageShell title={t('commerce.goodsTitle')} documentTitle={query.data?.title ?? ''} white>
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('commerce.goodsNotFound')}
        back={{ label: t('commerce.goodsListTitle'), to: Pages.goodsList }}
        errorTitle={t('commerce.goodsFailed')}
      >
        {(goods) => <GoodsView goods={goods} />}
      </DetailState>
    </PageShell>
  );
}
