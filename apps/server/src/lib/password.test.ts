import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, and verifies only the right password', async () => {
    const stored = await hashPassword('Demo@2026');
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? '', 'base64')).toHaveLength(64);
    expect(await verifyPassword('Demo@2026', stored)).toBe(true);
    expect(await verifyPassword('demo@2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('rejects malformed stored values instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$2$3',
      'bcrypt$16384$8$1$c2FsdA==$aGFzaA==',
      'scrypt$16384$8$1$c2FsdA==$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
