import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Popup } from '../../../components/popup';
import { useTranslation } from 'react-i18next';
import { CommerceMsg } from '@app/contract/commerce-msg';
import { Api } from '@app/contract/paths';
import { showToast } from '../../../lib/toast';
import { send } from '../../../lib/api-client';
import { useGoodsList } from '../api/get-goods';
import styles from './commerce.module.css';
import { goodsPrice } from './price-text';

/** The teacher's tool in a room: pick a product and post it as a card (the server checks the room is theirs). */
export function RecommendProduct({ liveId, categoryId }: { liveId: number; categoryId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const goods = useGoodsList();
  const items = goods.data?.pages.flatMap((page) => page.rows) ?? [];
  const post = async (goodsId: number) => {
    try {
      await send(Api.liveProductCard, { liveId, categoryId, goodsId });
      setOpen(false);
      showToast(CommerceMsg.productCardPosted);
    } catch {
      // The wrapper has said why (not this room's teacher, product gone).
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="recommend-product">
        {t('commerce.recommendProduct')}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)}>
        <div style={{ padding: 16, maxHeight: '60vh', overflowY: 'auto' }}>
          <h2 className={styles.title}>{t('commerce.recommendProductTitle')}</h2>
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              className={styles.productCard}
              style={{ marginTop: 8 }}
              onClick={() => void post(item.id)}
            >
              <span className={styles.productInfo}>
                <strong>{item.title}</strong>
              </span>
              <span className={styles.price}>{goodsPrice(item) ?? ''}</span>
            </button>
          ))}
        </div>
      </Popup>
    </>
  );
}
