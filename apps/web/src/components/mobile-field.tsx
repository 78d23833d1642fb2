import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

interface MobileFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** Mainland mobile number: numeric keypad, 11 digits. */
export function MobileField({ id, error, ...input }: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('auth.mobile')} error={error}>
      <Input
        id={id}
        name="mobile"
        type="tel"
        inputMode="numeric"
        placeholder={t('auth.mobilePlaceholder')}
        autoComplete="tel"
        maxLength={11}
        clearable
        {...input}
      />
    </FormField>
  );
}
