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

/** GeeTest's check: one button opens the challenge, then says it was passed. */
function GeetestCheck({ id, captcha }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { status, solved } = captcha.geetest;
  const text = solved
    ? t('auth.captchaPassed')
    : status === 'failed'
      ? t('auth.captchaRetry')
      : status === 'ready' && !captcha.loading
        ? t('auth.captchaVerify')
        : t('auth.captchaLoading');
  return (
    <FormField id={id} label={t('auth.captchaCheck')} error={captcha.error}>
      <button
        id={id}
        type="button"
        className={solved ? `${styles.verify} ${styles.passed}` : styles.verify}
        onClick={() => void captcha.verify()}
        disabled={solved || status === 'loading' || captcha.loading}
        data-testid="captcha-geetest"
      >
        {text}
      </button>
    </FormField>
  );
}

/**
 * The captcha row, once the server has asked for it: the picture (tap for another) and the answer, or
 * GeeTest's check when the server runs the hosted captcha.
 */
export function CaptchaField({ id, captcha }: CaptchaFieldProps) {
  const { t } = useTranslation();
  if (!captcha.shown) return null;
  if (captcha.kind === 'geetest') return <GeetestCheck id={id} captcha={captcha} />;
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
