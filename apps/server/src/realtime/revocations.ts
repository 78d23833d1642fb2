import type { AccessEvent, Broker } from './broker';

/**
 * Tells every instance's open live sockets that a session ended or a member's grants changed. The change is
 * already stored when this runs, so a broker failure is logged rather than failing the caller's request:
 * the sockets still check the token at every send and the grant's expiry at every frame.
 */
export interface Revocations {
  sessionEnded(tokenHash: string): Promise<void>;
  memberSignedOut(memberId: number): Promise<void>;
  grantsChanged(memberId: number): Promise<void>;
}

export function createRevocations(deps: { broker: Broker; onError?: (error: unknown) => void }): Revocations {
  const publish = async (event: AccessEvent) => {
    try {
      await deps.broker.publish(event);
    } catch (error) {
      deps.onError?.(error);
    }
  };
  return {
    sessionEnded: (tokenHash) => publish({ kind: 'session-ended', tokenHash }),
    memberSignedOut: (memberId) => publish({ kind: 'member-signed-out', memberId }),
    grantsChanged: (memberId) => publish({ kind: 'grants-changed', memberId }),
  };
}

/** Wraps a write so the event follows it once it has succeeded. */
export function thenNotify<A extends unknown[], T>(
  write: (...args: A) => Promise<T>,
  notify: (...args: A) => Promise<void>,
): (...args: A) => Promise<T> {
  return async (...args: A) => {
    const result = await write(...args);
    await notify(...args);
    return result;
  };
}
