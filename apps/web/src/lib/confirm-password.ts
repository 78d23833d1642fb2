import { Msg } from '@app/contract/messages';
import type { FieldErrors } from './form-errors';

/**
 * The confirmation must repeat the password. Checked only once the password itself passes, so the
 * pair shows one message at a time.
 */
export function confirmPassword<K extends string>(password: K, confirm: K) {
  return (errors: FieldErrors<K>, values: Record<K, string>) => {
    if (!errors[password] && values[confirm] !== values[password]) errors[confirm] = Msg.passwordMismatch;
  };
}
