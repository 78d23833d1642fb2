import { PAID_MEDIA_INDEX_TTL_MS } from '@app/contract/limits';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createMediaGate } from './media-gate';
import { createMediaSigner } from './media-signer';
import { loadMediaSigningKey } from './media-signing-key';
import { createPaidMediaRepository } from './paid-media.repository';
import { createPaidMedia } from './paid-media.service';

/** Signed links, the paid-file index and the /media/ gate, built once per app. */
export async function createMediaAccess(deps: {
  db: Database;
  clock: Clock;
  dataDir: string;
  mediaDir: string;
  signingKey: string | undefined;
}) {
  const signer = createMediaSigner({
    key: await loadMediaSigningKey(deps.signingKey, deps.dataDir),
    clock: deps.clock,
  });
  const paid = createPaidMedia({
    repo: createPaidMediaRepository(deps.db),
    signer,
    clock: deps.clock,
    indexTtlMs: PAID_MEDIA_INDEX_TTL_MS,
  });
  const gate = createMediaGate({ paid, signer, mediaDir: deps.mediaDir });
  return { signer, paid, gate };
}
export type MediaAccess = Awaited<ReturnType<typeof createMediaAccess>>;
