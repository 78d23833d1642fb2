import '../../../i18n/register-member-center-catalog';
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { CenterPopup } from '../../../components/center-popup';
import { useTranslation } from 'react-i18next';
import {
  expiryShownMark,
  serviceExpiryToShow,
  type ExpiringService,
} from '@app/client-core/access/service-expiry';
import { StorageKey } from '@app/contract/storage-keys';
import { appNavigate } from '../../../lib/navigation';
import { storage } from '../../../lib/storage';
import { useLiveValidity } from '../api/get-live-validity';
import styles from './service-expiry-popup.module.css';

/**
 * SPEC §2 service-expiry popup: a held service ends within the notice days, so the member is told once a
 * day (the day is remembered under StorageKey.serviceExpiryShown) with the date, the days left and a way
 * to the product that renews it.
 */
export function ServiceExpiryPopup() {
  const { t } = useTranslation();
  const validity = useLiveValidity(true);
  const [expiring, setExpiring] = useState<ExpiringService | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!validity.data || expiring) return;
    const memberId = storage.get(StorageKey.memberId);
    const now = new Date();
    const decided = serviceExpiryToShow({
      memberId,
      validity: validity.data,
      now,
      lastShown: storage.get(StorageKey.serviceExpiryShown),
    });
    if (!decided || !memberId) return;
    // Remembered as soon as it shows: a reload the same day does not bring it back.
    storage.set(StorageKey.serviceExpiryShown, expiryShownMark(memberId, now));
    setExpiring(decided);
    setOpen(true);
  }, [validity.data, expiring]);

  if (!expiring) return null;
  const close = () => setOpen(false);
  return (
    <CenterPopup visible={open} onMaskClick={close} role="dialog" aria-labelledby="service-expiry-title">
      <div className={styles.popup} data-testid="service-expiry-popup">
        <h2 id="service-expiry-title" className={styles.title}>
          {t('expiry.title')}
        </h2>
        <p className={styles.body}>{t('expiry.body', { name: expiring.name, date: expiring.expiresOn })}</p>
        <p className={styles.days} data-testid="service-expiry-days">
          {expiring.daysLeft > 0 ? t('expiry.daysLeft', { count: expiring.daysLeft }) : t('expiry.endsToday')}
        </p>
        <p className={styles.hint}>{t('expiry.hint')}</p>
        <div className={styles.actions}>
          <Button block shape="rounded" onClick={close}>
            {t('expiry.later')}
          </Button>
          <Button
            block
            shape="rounded"
            color="primary"
            onClick={() => {
              close();
              appNavigate(expiring.goodsLink);
            }}
          >
            {t('expiry.renew')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
