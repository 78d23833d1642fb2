import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../lib/clock';
import type { SmsProvider } from './sms-provider';

export const outboxFileName = 'sms-outbox.jsonl';

/** Embedded default: instead of a gateway, each code is appended as one JSON line to a file a developer can read. */
export function createOutboxSmsProvider(options: { dataDir: string; clock: Clock }): SmsProvider {
  const file = path.join(options.dataDir, outboxFileName);
  return {
    async send({ mobile, code, purpose }) {
      await mkdir(options.dataDir, { recursive: true });
      const line = JSON.stringify({ mobile, code, purpose, at: options.clock.now().toISOString() });
      await appendFile(file, `${line}\n`, 'utf8');
    },
  };
}
