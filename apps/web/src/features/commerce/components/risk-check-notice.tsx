import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderQuote } from '@app/contract/commerce';
import { CommerceMsg } from '@app/contract/commerce-msg';
import styles from './commerce.module.css';

type RiskCheck = NonNullable<OrderQuote['riskCheck']>;

const MESSAGE: Record<RiskCheck['reason'], (level: string) => string> = {
  missing: CommerceMsg.riskMissing,
  expired: CommerceMsg.riskExpired,
  low: CommerceMsg.riskLow,
};

/** Why this product cannot be bought yet (适当性管理), with the way to the risk test. */
export function RiskCheckNotice({ check, onTakeTest }: { check: RiskCheck; onTakeTest: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.riskNotice} role="alert" data-testid="risk-check">
      <p>{MESSAGE[check.reason](check.required)}</p>
      <Button size="small" color="warning" fill="outline" onClick={onTakeTest}>
        {check.reason === 'missing' ? t('commerce.riskTakeTest') : t('commerce.riskRetakeTest')}
      </Button>
    </div>
  );
}
