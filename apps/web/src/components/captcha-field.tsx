import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_LENGTH } from '@app/contract/limits';
import { FormField } from './form-field';
import styles from './captcha-field.module.css';
import type { Captcha } from './use-captcha';

interface CaptchaFieldProps {
  id: string;
  captcha: Captcha;
}

/** The image captcha row, once the server has asked for it: picture (tap for another), answer. */
export function CaptchaField({ id, captcha }: CaptchaFieldProps) {
  const { t } = useTranslation();
  if (!captcha.shown) return null;
  const refresh = () => void captcha.refresh();
  return (
    <FormField
      id={id}
      label={t('auth.captcha')}
      error={captcha.error}
      extra={
        <div className={styles.extra}>
          <button
            type="button"
            className={styles.picture}
            onClick={refresh}
            aria-label={t('auth.captchaAlt')}
            data-testid="captcha-picture"
          >
            {captcha.img ? (
              <img src={captcha.img} alt="" />
            ) : (
              <span className={styles.placeholder}>
                {captcha.loading ? t('auth.captchaLoading') : t('auth.captchaRetry')}
              </span>
            )}
          </button>
          <button type="button" className={styles.refresh} onClick={refresh} disabled={captcha.loading}>
            {t('auth.captchaRefresh')}
          </button>
        </div>
      }
    >
      <Input
        id={id}
        name="captchaCode"
        value={captcha.answer}
        onChange={captcha.setAnswer}
        placeholder={t('auth.captchaPlaceholder')}
        autoComplete="off"
        autoCapitalize="off"
        maxLength={CAPTCHA_LENGTH * 2}
      />
    </FormField>
  );
}
