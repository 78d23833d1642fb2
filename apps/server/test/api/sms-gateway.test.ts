import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import type { SmsProvider } from '../../src/providers/sms/sms-provider';
import { SmsDeliveryError } from '../../src/providers/sms/sms-provider';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let failing = true;
const delivered: string[] = [];
const gateway: SmsProvider = {
  async send({ mobile }) {
    if (failing) throw new SmsDeliveryError('gateway down');
    delivered.push(mobile);
  },
};

beforeAll(async () => {
  t = await createTestApp({ sms: gateway });
});
afterAll(async () => {
  await t.close();
});

describe('SMS gateway failure', () => {
  it('tells the user the message could not be sent, and the failed send does not count against the limits', async () => {
    const api = client(t.app);
    expect(await api.post(Api.smsCode, { mobile: '13700001111' })).toEqual({
      code: 500,
      msg: Msg.smsSendFailed,
      data: null,
    });
    failing = false;
    expect(await api.post(Api.smsCode, { mobile: '13700001111' })).toEqual({
      code: 200,
      msg: Msg.codeSent,
      data: null,
    });
    expect(delivered).toEqual(['13700001111']);
  });
});
