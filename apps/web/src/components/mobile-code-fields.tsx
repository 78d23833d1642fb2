import type { SmsPurpose } from '@app/contract/account';
import type { SchemaForm } from '../lib/use-schema-form';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

interface MobileCodeFieldsProps {
  /** Element ids become `${idPrefix}-mobile` and `${idPrefix}-code`. */
  idPrefix: string;
  purpose: SmsPurpose;
  form: Pick<SchemaForm<{ mobile: string; code: string }>, 'values' | 'bind' | 'setFieldError'>;
}

/** Mobile number and the SMS code sent to it, bound to a form with `mobile` and `code` fields. */
export function MobileCodeFields({ idPrefix, purpose, form }: MobileCodeFieldsProps) {
  return (
    <>
      <MobileField id={`${idPrefix}-mobile`} {...form.bind('mobile')} />
      <SmsCodeField
        id={`${idPrefix}-code`}
        purpose={purpose}
        mobile={form.values.mobile}
        // the button checks the number before sending; its message belongs under the mobile field
        onMobileError={(message) => form.setFieldError('mobile', message)}
        {...form.bind('code')}
      />
    </>
  );
}
