import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './room.module.css';

/** The room's risk notice (dictionary risk_tip), scrolling in one line. */
export function RiskTipNotice({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <div className={styles.notice} data-testid="risk-tip">
      <NoticeBar content={`${t('live.riskTip')}：${text}`} color="alert" />
    </div>
  );
}
