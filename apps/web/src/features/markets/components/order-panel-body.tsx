import { useEffect, useState } from 'react';
import { Button, SearchBar, Selector, Stepper } from 'antd-mobile';
import { Popup } from '../../../components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Quote, TradeSide } from '@app/contract/markets';
import { LOT_SIZE, ORDER_MAX_QUANTITY } from '@app/contract/markets-constants';
import { usePlaceOrder } from '../api/place-order';
import { useSecuritySearch } from '../api/search-securities';
import { estimateFeesFen } from '../estimate';
import { ratioTrend, signedPct, yuan } from '@app/client-core/format/market';
import { SimBadge } from './sim-badge';
import styles from './markets.module.css';
import panel from './order-panel.module.css';

export interface OrderPreset {
  code: string;
  side: TradeSide;
  quantity: number;
}

export interface OrderPanelProps {
  raceId: number;
  visible: boolean;
  preset: OrderPreset | null;
  onClose: () => void;
}

/**
 * Paper trading: find a stock by code or name, pick buy or sell and a quantity, see the estimate and
 * send a market order. The server fills it at the current price or says why not (toasted).
 */
export function OrderPanelBody({ raceId, visible, preset, onClose }: OrderPanelProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [side, setSide] = useState<TradeSide>('buy');
  const [quantity, setQuantity] = useState(LOT_SIZE);
  const search = useSecuritySearch(keyword, visible);
  const place = usePlaceOrder(raceId);

  useEffect(() => {
    if (!visible) return;
    setKeyword(preset?.code ?? '');
    setCode(preset?.code ?? null);
    setSide(preset?.side ?? 'buy');
    setQuantity(preset?.quantity ?? LOT_SIZE);
  }, [visible, preset]);

  const results = search.data ?? [];
  const quote: Quote | undefined = results.find((q) => q.code === code);
  const amountFen = quote ? quote.priceFen * quantity : 0;

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={panel.body}
      destroyOnClose
    >
      <div className={panel.head}>
        <strong>{t('markets.orderTitle')}</strong>
        <SimBadge simulated={quote?.simulated ?? results[0]?.simulated ?? false} />
        <button type="button" className={panel.close} aria-label={t('markets.close')} onClick={onClose}>
          <CloseOutline />
        </button>
      </div>
      <SearchBar
        placeholder={t('markets.searchPlaceholder')}
        value={keyword}
        onChange={(value) => {
          setKeyword(value);
          setCode(null);
        }}
      />
      {!quote ? (
        <ul className={`${styles.list} ${panel.results}`}>
          {results.length === 0 && !search.isPending ? (
            <li className={styles.sub}>{t('markets.searchEmpty')}</li>
          ) : null}
          {results.map((q) => (
            <li key={q.code}>
              <button
                type="button"
                className={`${styles.row} ${styles.rowButton}`}
                onClick={() => setCode(q.code)}
                data-testid="security-option"
              >
                <span className={styles.grow}>
                  <span className={styles.name}>{q.name}</span> <span className={styles.sub}>{q.code}</span>
                </span>
                <span className={`${styles.num} ${styles[ratioTrend(q.changeRatio)]}`}>
                  {yuan(q.priceFen)} {signedPct(q.changeRatio)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className={panel.form}>
          <div className={styles.row} style={{ border: 0 }}>
            <span className={styles.grow}>
              <span className={styles.name}>{quote.name}</span>{' '}
              <span className={styles.sub}>{quote.code}</span>
              <br />
              <span className={`${styles.sub} ${styles.num}`}>
                {t('markets.limits', { up: yuan(quote.limitUpFen), down: yuan(quote.limitDownFen) })}
              </span>
            </span>
            <span
              className={`${styles.num} ${styles.big} ${styles[ratioTrend(quote.changeRatio)]}`}
              data-testid="order-price"
            >
              {yuan(quote.priceFen)}
              <br />
              <span className={styles.sub}>{signedPct(quote.changeRatio)}</span>
            </span>
          </div>
          <Selector
            columns={2}
            value={[side]}
            onChange={(v) => v[0] && setSide(v[0])}
            options={[
              { label: t('markets.buy'), value: 'buy' as TradeSide },
              { label: t('markets.sell'), value: 'sell' as TradeSide },
            ]}
          />
          <label className={panel.quantity}>
            <span className={styles.label}>{t('markets.orderQuantity')}</span>
            <Stepper
              min={side === 'buy' ? LOT_SIZE : 1}
              max={ORDER_MAX_QUANTITY}
              step={LOT_SIZE}
              digits={0}
              value={quantity}
              onChange={(v) => setQuantity(Math.max(1, Math.round(Number(v) || 0)))}
            />
          </label>
          <p className={`${styles.sub} ${styles.num}`}>
            {t('markets.estimate', { amount: yuan(amountFen), fees: yuan(estimateFeesFen(side, amountFen)) })}
          </p>
          <p className={styles.sub}>{quote.trading ? t('markets.lotHint') : t('markets.marketClosed')}</p>
          <Button
            block
            color={side === 'buy' ? 'danger' : 'success'}
            loading={place.isPending}
            onClick={() => place.mutate({ code: quote.code, side, quantity }, { onSuccess: () => onClose() })}
          >
            {t(side === 'buy' ? 'markets.confirmBuy' : 'markets.confirmSell')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
