import { describe, expect, it, vi } from 'vitest';
import { MEDIA_LINK_RENEWALS_IN_A_ROW, MEDIA_URL_TTL_MS } from '@app/contract/limits';
import { createSignedSource, linkExpiresAt, mediaFileOf, type Resume } from './signed-source';

const FILE = '/media/video/course-1.mp4';
const linkAt = (ms: number, sig = 'x') =>
  `${FILE}?exp=${Math.ceil((ms + MEDIA_URL_TTL_MS) / 1000)}&sig=${sig}`;

/** A two-hour lesson on links that last minutes: the server hands out a new link on each request. */
function lesson(options: { access?: () => boolean } = {}) {
  let now = 0;
  const attached: { src: string; resume: Resume }[] = [];
  const fetchLink = vi.fn(async () => ((options.access?.() ?? true) ? linkAt(now, `s${now}`) : null));
  const source = createSignedSource(linkAt(0), {
    fetchLink,
    attach: (src, resume) => attached.push({ src, resume }),
    now: () => now,
  });
  return {
    source,
    attached,
    fetchLink,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
    /** The link the player is on still opens the file (what the server checks). */
    linkWorks: () => (linkExpiresAt(source.src) ?? 0) > now,
  };
}

describe('signed links', () => {
  it('name their file and expiry', () => {
    expect(mediaFileOf(`${FILE}?exp=100&sig=a`)).toBe(FILE);
    expect(linkExpiresAt(`${FILE}?exp=100&sig=a`)).toBe(100_000);
    expect(linkExpiresAt('/media/icons/a.svg')).toBeNull();
  });
});

describe('a member watching a long video', () => {
  it('is never cut off: each time the link runs out the player goes on from where it was on a fresh one', async () => {
    const l = lesson();
    let position = 0;
    // Two hours of playback, a second at a time; the player fails whenever its link has run out.
    for (let second = 0; second < 2 * 3600; second += 1) {
      l.advance(1000);
      if (!l.linkWorks()) {
        expect(await l.source.recover({ at: position, play: true })).toBe(true);
        expect(l.linkWorks()).toBe(true);
      }
      position += 1;
      l.source.progressed();
    }
    expect(l.attached.length).toBeGreaterThanOrEqual((2 * 3_600_000) / MEDIA_URL_TTL_MS - 1);
    const last = l.attached.at(-1);
    expect(last?.resume.play).toBe(true);
    expect(last?.resume.at).toBeGreaterThan(7000);
    expect(new Set(l.attached.map((a) => mediaFileOf(a.src)))).toEqual(new Set([FILE]));
  });

  it('resumes paused where it was after a long pause', async () => {
    const l = lesson();
    l.advance(MEDIA_URL_TTL_MS * 3);
    expect(await l.source.recover({ at: 321, play: false })).toBe(true);
    expect(l.attached).toEqual([{ src: l.source.src, resume: { at: 321, play: false } }]);
  });

  it('uses a fresh link the page already holds instead of asking again, but not a stale one', async () => {
    const l = lesson();
    l.advance(60_000);
    expect(l.source.offer(linkAt(l.now(), 'page'))).toBe(true);
    expect(await l.source.recover({ at: 60, play: true })).toBe(true);
    expect(l.source.src).toContain('sig=page');
    expect(l.fetchLink).not.toHaveBeenCalled();

    l.source.offer(linkAt(l.now(), 'old'));
    l.advance(MEDIA_URL_TTL_MS * 2);
    await l.source.recover({ at: 70, play: true });
    expect(l.fetchLink).toHaveBeenCalledTimes(1);
    expect(l.source.src).not.toContain('sig=old');
  });

  it('a link to another file is not an offer for this player', () => {
    expect(lesson().source.offer('/media/video/course-2.mp4?exp=1&sig=y')).toBe(false);
  });

  it('stops once the member no longer holds the video (refund, expiry)', async () => {
    let holds = true;
    const l = lesson({ access: () => holds });
    l.advance(MEDIA_URL_TTL_MS * 2);
    expect(await l.source.recover({ at: 10, play: true })).toBe(true);
    holds = false;
    l.advance(MEDIA_URL_TTL_MS * 2);
    expect(await l.source.recover({ at: 20, play: true })).toBe(false);
    expect(l.attached).toHaveLength(1);
  });

  it('gives up when fresh links keep failing without playing on, and asks once for concurrent failures', async () => {
    const l = lesson();
    const both = await Promise.all([
      l.source.recover({ at: 0, play: true }),
      l.source.recover({ at: 0, play: true }),
    ]);
    expect(both).toEqual([true, true]);
    expect(l.fetchLink).toHaveBeenCalledTimes(1);
    for (let i = 1; i < MEDIA_LINK_RENEWALS_IN_A_ROW; i += 1)
      expect(await l.source.recover({ at: 0, play: true })).toBe(true);
    expect(await l.source.recover({ at: 0, play: true })).toBe(false);
    l.source.progressed();
    expect(await l.source.recover({ at: 0, play: true })).toBe(true);
  });
});
