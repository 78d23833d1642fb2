import { SmsDeliveryError, type SmsProvider } from './sms-provider';

const TIMEOUT_MS = 10_000;

/**
 * Real gateway: POST {mobile, templateCode, params:{code}} with a bearer API key.
 * Any non-2xx status or a JSON body with ok:false counts as a failed delivery.
 */
export function createHttpSmsProvider(options: { url: string; apiKey: string }): SmsProvider {
  return {
    async send({ mobile, code, purpose }) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ mobile, templateCode: purpose, params: { code } }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered HTTP ${response.status}`);
      if (text) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return; // a 2xx with a non-JSON body is an accepted message
        }
        if (typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === false) {
          throw new SmsDeliveryError('SMS gateway rejected the message');
        }
      }
    },
  };
}
