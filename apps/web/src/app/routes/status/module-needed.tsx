import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { NoPermissionData } from '@app/contract/access';
import '../../../i18n/register-commerce-catalog';
import { Pages } from '@app/contract/pages';
import { useGoodsForModule } from '../../../features/commerce/api/get-goods';
import { GoodsCard } from '../../../features/commerce/components/goods-card';
import { useHomeInfo } from '../../../features/home/api/get-home-info';
import { appNavigate, withQuery } from '../../../lib/navigation';
import styles from './status-page.module.css';

interface ModuleNeededProps {
  data: NoPermissionData;
  /** Whether the product page is a page this build renders. */
  canOpenProduct: boolean;
  onOpenProduct: () => void;
}

/** What the 206 answer said is missing, and the way to get it: the product page, else customer service. */
export function ModuleNeeded({ data, canOpenProduct, onOpenProduct }: ModuleNeededProps) {
  const { t } = useTranslation();
  // The customer-service phone comes with the home info, sharing the home page's cache.
  const phone = useHomeInfo().data?.servicePhone || null;
  // Every product that unlocks the module, so the member can compare (a month, a year, a bundle).
  const goods = useGoodsForModule(canOpenProduct ? data.moduleId : null).data ?? [];
  return (
    <>
      <p className={styles.module} data-testid="no-permission-module">
        {t('noPermissionDetail.needModule', { name: data.moduleName })}
      </p>
      {canOpenProduct && data.goodsLink ? (
        <Button color="primary" shape="rounded" className={styles.primary} onClick={onOpenProduct}>
          {t('noPermissionDetail.viewProduct')}
        </Button>
      ) : (
        <p className={styles.service} data-testid="no-permission-service">
          {phone ? (
            <>
              {t('noPermissionDetail.contactService')}
              <a href={`tel:${phone}`}>{phone}</a>
            </>
          ) : (
            t('noPermissionDetail.contactServiceNoPhone')
          )}
        </p>
      )}
      {goods.length > 0 ? (
        <section className={styles.goods} data-testid="unlocking-goods">
          <p className={styles.text}>{t('commerce.unlockBy')}</p>
          {goods.map((item) => (
            <GoodsCard
              key={item.id}
              item={item}
              onOpen={() => appNavigate(withQuery(Pages.goodsIndex, { id: item.id }))}
            />
          ))}
        </section>
      ) : null}
    </>
  );
}
