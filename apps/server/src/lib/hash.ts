import { hash, randomBytes } from 'node:crypto';
import { TOKEN_BYTES } from '@app/contract/limits';

/** One call, no Hash object: it runs on every authenticated request (the session is found by the token's hash). */
export const sha256Hex = (value: string): string => hash('sha256', value, 'hex');

/** A bearer token: random, URL-safe; only its sha256 is ever stored. */
export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');
