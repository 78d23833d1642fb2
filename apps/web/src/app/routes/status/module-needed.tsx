import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { NoPermissionData } from '@app/contract/access';
import { useHomeInfo } from '../../../features/home/api/get-home-info';
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
    </>
  );
}
