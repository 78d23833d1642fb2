import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { USERNAME_MAX } from '@app/contract/limits';
import { FormField } from '../../../components/form-field';

interface UsernameFieldProps {
  id: string;
  /** Registration: the placeholder states the rules and input stops at their limit. */
  isNew?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** Account name, typed as is: no auto-capitalising or auto-correcting. */
export function UsernameField({ id, isNew = false, error, ...input }: UsernameFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('auth.username')} error={error}>
      <Input
        id={id}
        name="username"
        placeholder={isNew ? t('auth.usernameRulePlaceholder') : t('auth.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        // login accepts older, longer names too (the contract caps them at 64)
        maxLength={isNew ? USERNAME_MAX : 64}
        clearable
        {...input}
      />
    </FormField>
  );
}
