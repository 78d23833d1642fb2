import { useTranslation } from 'react-i18next';
import type { GoodsItem } from '@app/contract/commerce';
import { LazyImage } from '../../../components/lazy-image';
import styles from './commerce.module.css';
import { goodsPrice } from './price-text';

/** A product in a list: picture, title, what it unlocks and its price (SPEC §5 display). */
export function GoodsCard({ item, onOpen }: { item: GoodsItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const price = goodsPrice(item);
  return (
    <article className={styles.card} data-testid="goods-card">
      <button type="button" className={styles.hit} onClick={onOpen}>
        <span className={styles.thumb}>
          <LazyImage src={item.pic} alt={item.title} ratio={4 / 3} />
        </span>
        <span className={styles.body}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.summary}>{item.description}</p>
          <span className={styles.tags}>
            {item.modules.map((m) => (
              <span key={m.id} className={styles.tag}>
                {m.name}
              </span>
            ))}
            {item.minRiskLevel ? (
              <span className={styles.tag}>{t('commerce.riskLevelTag', { level: item.minRiskLevel })}</span>
            ) : null}
          </span>
          <p className={styles.summary}>
            {price ? <span className={styles.price}>{price}</span> : t('commerce.priceHidden')}
          </p>
        </span>
      </button>
    </article>
  );
}
