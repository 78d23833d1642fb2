import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The `sign` header: sha256 hex of the JSON body (`{}` when there is none) followed by the signing key. */
export function signBody(body: unknown, key: string): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(body ?? {}) + key)));
}
