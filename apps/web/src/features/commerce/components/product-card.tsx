import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { LazyImage } from '../../../components/lazy-image';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useGoods } from '../api/get-goods';
import styles from './commerce.module.css';
import { goodsPrice } from './price-text';

/** A product a teacher recommended in a live room (template message): opens the product page. */
export function ProductCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const goods = useGoods(id);
  if (goods.isError) return <p className={styles.productLabel}>{t('commerce.productCardFailed')}</p>;
  const item = goods.data;
  const price = item ? goodsPrice(item) : null;
  return (
    <button
      type="button"
      className={styles.productCard}
      data-testid="product-card"
      onClick={() => appNavigate(withQuery(Pages.goodsIndex, { id }))}
    >
      <span className={styles.productThumb}>
        <LazyImage src={item?.pic ?? ''} alt="" ratio={4 / 3} />
      </span>
      <span className={styles.productInfo}>
        <span className={styles.productLabel}>{t('commerce.productCardLabel')}</span>
        <strong className={styles.title}>{item?.title ?? '…'}</strong>
        {price ? <span className={styles.price}>{price}</span> : null}
      </span>
      <span className={styles.productLabel}>{t('commerce.productCardOpen')} ›</span>
    </button>
  );
}
