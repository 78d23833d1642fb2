import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

interface PasswordPairFieldsProps {
  /** Element ids of the new password and its confirmation. */
  ids: readonly [string, string];
  labels: readonly [string, string];
  password: FieldBinding;
  confirm: FieldBinding;
}

/** A new password and its confirmation; pair with lib/confirm-password.ts when validating. */
export function PasswordPairFields({ ids, labels, password, confirm }: PasswordPairFieldsProps) {
  const { t } = useTranslation();
  const rows = [
    { id: ids[0], label: labels[0], placeholder: t('auth.newPasswordPlaceholder'), binding: password },
    { id: ids[1], label: labels[1], placeholder: t('auth.confirmPasswordPlaceholder'), binding: confirm },
  ];
  return rows.map(({ binding, ...row }) => (
    <PasswordField key={row.id} autoComplete="new-password" {...row} {...binding} />
  ));
}
