import type { NativePorts, SharePayload } from './ports';

export type NativeShareOutcome =
  { kind: 'shared' } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

// The share plugins reject a dismissed sheet with "Share canceled" (Android and iOS alike).
const CANCELLED = /cancel/i;

/** The system share sheet of the native app; a dismissal is not a failure (SPEC §8 native share failure). */
export async function nativeShare(ports: NativePorts, payload: SharePayload): Promise<NativeShareOutcome> {
  try {
    await ports.share(payload);
    return { kind: 'shared' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return CANCELLED.test(message) ? { kind: 'cancelled' } : { kind: 'failed', message };
  }
}
