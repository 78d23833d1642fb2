import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_BYTES } from '@app/contract/limits';

export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** A bearer token: random, URL-safe; only its sha256 is ever stored. */
export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');
