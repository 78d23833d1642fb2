import { useState } from 'react';
import { Slider } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  FONT_SCALE_MAX,
  FONT_SCALE_MIN,
  FONT_SCALE_STEP,
  readFontScale,
  saveFontScale,
} from '../../../lib/font-scale';
import styles from './font-size-card.module.css';

/** The font size preference (SPEC §3, default 1.2): a sample line and a slider that applies at once. */
export function FontSizeCard() {
  const { t } = useTranslation();
  const [scale, setScale] = useState(readFontScale);
  return (
    <section className={styles.fontCard} aria-labelledby="settings-font">
      <h2 id="settings-font" className={styles.fontTitle}>
        {t('settings.fontSize')}
      </h2>
      <p className={styles.sample}>{t('settings.fontSample')}</p>
      <div className={styles.sliderRow}>
        <span className={styles.small}>{t('settings.fontSmall')}</span>
        <Slider
          className={styles.slider}
          min={FONT_SCALE_MIN}
          max={FONT_SCALE_MAX}
          step={FONT_SCALE_STEP}
          value={scale}
          ticks
          onChange={(value) => {
            const next = Array.isArray(value) ? (value[0] ?? scale) : value;
            setScale(next);
            saveFontScale(next);
          }}
        />
        <span className={styles.large}>{t('settings.fontLarge')}</span>
      </div>
    </section>
  );
}
