import { MEDIA_LINK_FRESH_MARGIN_MS, MEDIA_LINK_RENEWALS_IN_A_ROW } from '@app/contract/limits';

/** Where playback resumes on a fresh link. */
export interface Resume {
  /** Seconds into the video. */
  at: number;
  play: boolean;
}

/** The file a media address names, whatever its signature: `/media/video/a.mp4?exp=…&sig=…` → `/media/video/a.mp4`. */
export const mediaFileOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? url;

/** When a signed link (`?exp=<unix s>&sig=…`) runs out, in ms; null for an address that is not signed. */
export function linkExpiresAt(url: string): number | null {
  const exp = /[?&]exp=(\d+)(?:&|#|$)/.exec(url)?.[1];
  return exp === undefined ? null : Number(exp) * 1000;
}

export interface SignedSourceDeps {
  /** Asks the server again for the content's address; null when the member may no longer watch it. */
  fetchLink: () => Promise<string | null>;
  /** Points the player at `src` and resumes there. */
  attach: (src: string, resume: Resume) => void;
  now: () => number;
}

/**
 * A paid video's address is a signed link that lives minutes (decision 061). A player that fails — in
 * practice because its link ran out while the member watched or paused — gets a fresh link and goes on
 * where it was, playing if it played. A member who lost the video gets no link and the player stops; so
 * does one whose fresh links keep failing without playing on.
 */
export function createSignedSource(initial: string, deps: SignedSourceDeps) {
  let current = initial;
  let offered: string | null = null;
  let failures = 0;
  let renewing: Promise<boolean> | null = null;

  const fresh = (url: string) => {
    const expires = linkExpiresAt(url);
    return expires === null || expires - deps.now() > MEDIA_LINK_FRESH_MARGIN_MS;
  };

  async function renew(resume: Resume): Promise<boolean> {
    if (failures >= MEDIA_LINK_RENEWALS_IN_A_ROW) return false;
    failures += 1;
    let next = offered !== null && offered !== current && fresh(offered) ? offered : null;
    offered = null;
    if (next === null) next = await deps.fetchLink().catch(() => null);
    if (next === null || mediaFileOf(next) !== mediaFileOf(current)) return false;
    current = next;
    deps.attach(next, resume);
    return true;
  }

  return {
    /** The address the player is on. */
    get src(): string {
      return current;
    },
    /**
     * A newer link to the same file came with the page's data: kept for the next renewal instead of
     * restarting the player. False when it names another file (the caller starts a new player).
     */
    offer(src: string): boolean {
      if (mediaFileOf(src) !== mediaFileOf(current)) return false;
      if (src !== current) offered = src;
      return true;
    },
    /** Playback went on: the link works, renewals start counting again. */
    progressed(): void {
      failures = 0;
    },
    /** The player failed: resolves true once it is on a fresh link, false when there is none to be had. */
    recover(resume: Resume): Promise<boolean> {
      renewing ??= renew(resume).finally(() => {
        renewing = null;
      });
      return renewing;
    },
  };
}
export type SignedSource = ReturnType<typeof createSignedSource>;
