import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// Every read without a body signs the same text ('{}' and the key): a page's first burst of reads hashes it
// once instead of once per read.
let last: { text: string; sign: string } | null = null;

/** The `sign` header: sha256 hex of the JSON body (`{}` when there is none) followed by the signing key. */
export function signBody(body: unknown, key: string): string {
  const text = JSON.stringify(body ?? {}) + key;
  if (last?.text !== text) last = { text, sign: bytesToHex(sha256(utf8ToBytes(text))) };
  return last.sign;
}
