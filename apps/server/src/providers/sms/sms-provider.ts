import type { SmsPurpose } from '@app/contract/account';

export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
}

/** Delivers a verification code; rejects when the message could not be handed over. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}
