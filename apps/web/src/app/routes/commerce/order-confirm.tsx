import { useState } from 'react';
import { Button, Switch } from 'antd-mobile';
import { Popup } from '../../../components/popup';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@app/client-core/request/request-error';
import type { Coupon, GoodsItem } from '@app/contract/commerce';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { useGoods } from '../../../features/commerce/api/get-goods';
import { createOrder, payOrder, useOrderQuote } from '../../../features/commerce/api/orders';
import { useCouponsFor } from '../../../features/commerce/api/wallet';
import { AmountRows } from '../../../features/commerce/components/amount-rows';
import { CouponCard } from '../../../features/commerce/components/coupon-card';
import { GoodsCard } from '../../../features/commerce/components/goods-card';
import { RiskCheckNotice } from '../../../features/commerce/components/risk-check-notice';
import { yuan } from '../../../features/commerce/components/price-text';
import { appNavigate, withQuery } from '../../../lib/navigation';
import styles from './commerce-pages.module.css';
import { rememberReturn } from './return-to';
import { choosePayment, followPayment } from './start-payment';

function CouponPicker({
  coupons,
  selected,
  onPick,
}: {
  coupons: Coupon[];
  selected: number | null;
  onPick: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = coupons.find((c) => c.id === selected);
  const usable = coupons.filter((c) => c.usable !== false);
  return (
    <>
      <button type="button" className={styles.pick} onClick={() => setOpen(true)} data-testid="coupon-pick">
        <span>{t('commerce.coupon')}</span>
        <span className={styles.pickValue}>
          {chosen
            ? chosen.title
            : usable.length
              ? t('commerce.couponPick')
              : t('commerce.couponNoneAvailable')}{' '}
          <RightOutline />
        </span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}
      >
        <h2 className={styles.sectionTitle} style={{ padding: '12px 12px 0' }}>
          {t('commerce.couponPick')}
        </h2>
        <div className={styles.listTop}>
          {coupons.map((c) => (
            <CouponCard
              key={c.id}
              coupon={c}
              selected={c.id === selected}
              onSelect={() => {
                onPick(c.id);
                setOpen(false);
              }}
            />
          ))}
          <div className={styles.actions}>
            <Button
              onClick={() => {
                onPick(null);
                setOpen(false);
              }}
            >
              {t('commerce.couponNone')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}

function Confirm({ goods }: { goods: GoodsItem }) {
  const { t } = useTranslation();
  const coupons = useCouponsFor(goods.id);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The most points depends on the coupon: asked first with none, then the amounts with the points chosen.
  const base = useOrderQuote({ goodsId: goods.id, couponId, points: 0 });
  const pointsMax = base.data?.pointsMax ?? 0;
  const final = useOrderQuote(
    base.data ? { goodsId: goods.id, couponId, points: usePoints ? pointsMax : 0 } : null,
  );
  const quote = final.data;

  const submit = async () => {
    if (!quote) return;
    setSubmitting(true);
    try {
      const order = await createOrder({ goodsId: goods.id, couponId, points: quote.pointsUsed });
      rememberReturn(order.orderNo, goods);
      const { channel, via } = choosePayment(quote.channels);
      followPayment(order.orderNo, await payOrder(order.orderNo, channel, via));
    } catch (error) {
      // The wrapper has said what went wrong; a taken coupon or spent points show in a fresh quote.
      if (isRequestError(error)) void base.refetch();
      setSubmitting(false);
    }
  };

  return (
    <>
      <div className={styles.listTop}>
        <GoodsCard item={goods} onOpen={() => appNavigate(withQuery(Pages.goodsIndex, { id: goods.id }))} />
      </div>
      <section className={styles.section}>
        <CouponPicker coupons={coupons.data ?? []} selected={couponId} onPick={setCouponId} />
        <div className={styles.pick}>
          <span>
            {t('commerce.pointsUse')}
            <span className={styles.muted} style={{ display: 'block' }}>
              {t('commerce.pointsHint', { balance: base.data?.pointsBalance ?? 0, max: pointsMax })}
            </span>
          </span>
          <Switch
            checked={usePoints}
            disabled={pointsMax === 0}
            onChange={setUsePoints}
            aria-label={t('commerce.pointsUse')}
          />
        </div>
      </section>
      {quote?.riskCheck ? (
        <RiskCheckNotice
          check={quote.riskCheck}
          onTakeTest={() => appNavigate(withQuery(Pages.riskAssessment, { goodsId: goods.id }))}
        />
      ) : null}
      <section className={styles.section}>
        {quote ? (
          <AmountRows {...quote} />
        ) : final.isError || base.isError ? (
          <LoadError onRetry={() => void base.refetch()} />
        ) : (
          <Skeleton lines={3} />
        )}
      </section>
      <div className={styles.spacer} />
      <div className={styles.bar}>
        <span className={styles.barAmount}>
          {t('commerce.total')}
          <span className={styles.plus}>{quote ? yuan(quote.payAmountFen) : '—'}</span>
        </span>
        <Button
          color="primary"
          shape="rounded"
          loading={submitting}
          disabled={!quote || final.isFetching || quote.riskCheck !== null}
          onClick={() => void submit()}
        >
          {t('commerce.submit')}
        </Button>
      </div>
    </>
  );
}

/** Confirming an order of a product: coupon, points, and the amount to pay before paying. */
export function OrderConfirm({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const query = useGoods(goodsId);
  return (
    <DetailState
      id={goodsId}
      query={query}
      notFoundTitle={t('commerce.goodsNotFound')}
      back={{ label: t('commerce.goodsListTitle'), to: Pages.goodsList }}
      errorTitle={t('commerce.goodsFailed')}
    >
      {(goods) => <Confirm goods={goods} />}
    </DetailState>
  );
}
