import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

interface OutboxLine {
  mobile: string;
  code: string;
  purpose: string;
  at: string;
}

async function readOutbox(): Promise<OutboxLine[]> {
  try {
    const text = await readFile(path.join(E2E_DATA_DIR, 'sms-outbox.jsonl'), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
  } catch {
    return [];
  }
}

/** The newest code the server sent to this mobile for this purpose, as a developer would read it. */
export async function latestSmsCode(mobile: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const lines = (await readOutbox()).filter((l) => l.mobile === mobile && l.purpose === purpose);
      code = lines.at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A mobile number no other test uses. */
export function uniqueMobile(): string {
  const tail = String(Date.now() % 100_000_000).padStart(8, '0');
  return `139${tail}`;
}
