import { useTranslation } from 'react-i18next';
import type { RiskProfile } from '@app/contract/interactive';
import { RISK_LEVELS } from '@app/contract/interactive-constants';
import { formatDay } from './format-time';
import styles from './interactive.module.css';

/** The member's level on the C1–C5 scale, what it means, and when it was assessed and runs out. */
export function RiskProfileCard({ profile }: { profile: RiskProfile }) {
  const { t } = useTranslation();
  const step = RISK_LEVELS.findIndex((l) => l.level === profile.level);
  return (
    <section className={styles.section} data-testid="risk-profile" data-level={profile.level}>
      <h2 className={styles.sectionTitle}>{t('risk.current')}</h2>
      <div className={styles.level}>
        <span className={styles.levelCode}>{profile.level}</span>
        <span className={styles.levelTitle}>{profile.title}</span>
      </div>
      <div className={styles.scale} role="img" aria-label={`${profile.level} / C5`}>
        {RISK_LEVELS.map((l, i) => (
          <span key={l.level} className={i <= step ? styles.scaleActive : styles.scaleStep} />
        ))}
      </div>
      <p>{profile.description}</p>
      <div className={styles.meta}>
        <span>{t('risk.score', { score: profile.score })}</span>
        <span>{t('risk.assessedAt', { date: formatDay(profile.assessedAt) })}</span>
        <span>{t('risk.expiresAt', { date: formatDay(profile.expiresAt) })}</span>
      </div>
    </section>
  );
}

/** The five levels and what each may buy. */
export function RiskLevelTable() {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('risk.levels')}</h2>
      {RISK_LEVELS.map((l) => (
        <div key={l.level} className={styles.levelRow}>
          <strong>
            {l.level} {l.title}
          </strong>
          <span>{l.description}</span>
        </div>
      ))}
    </section>
  );
}
