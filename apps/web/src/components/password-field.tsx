import { PASSWORD_MAX } from '@app/contract/limits';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface PasswordFieldProps {
  id: string;
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** A labelled password row with the show/hide toggle. */
export function PasswordField({ id, label, error, ...input }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordInput id={id} maxLength={PASSWORD_MAX} {...input} />
    </FormField>
  );
}
