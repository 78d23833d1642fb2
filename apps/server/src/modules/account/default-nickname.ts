import { randomInt } from 'node:crypto';
import { DEFAULT_NICKNAME_RANDOM_CHARS } from '@app/contract/limits';
import { DEFAULT_NICKNAME_PREFIX } from '@app/contract/messages';

/** Crockford's base 32: no I, L, O or U, so a nickname read aloud or retyped stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The nickname a member gets until they choose one. Others see it in rooms and comments, so it says nothing
 * about the member (no mobile digits, no login name).
 */
export function defaultNickname(): string {
  let suffix = '';
  for (let i = 0; i < DEFAULT_NICKNAME_RANDOM_CHARS; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${DEFAULT_NICKNAME_PREFIX}${suffix}`;
}
