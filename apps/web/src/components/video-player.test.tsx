import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/register-watch-catalog';
import { renderAt } from '../test/render';
import { VideoPlayer } from './video-player';

const FILE = '/media/video/course-1.mp4';
const link = (sig: string) => `${FILE}?exp=${Math.ceil(Date.now() / 1000) + 300}&sig=${sig}`;

beforeEach(() => {
  // jsdom has no media pipeline: loading and playing are no-ops here.
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => '');
});
afterEach(() => vi.restoreAllMocks());

const FAILED = /视频加载失败|failed to load/;
const videoEl = () => screen.getByTestId('video-player') as HTMLVideoElement;

/** Loaded metadata for a 2-hour video. */
function loaded(video: HTMLVideoElement) {
  Object.defineProperty(video, 'duration', { value: 7200, configurable: true });
  fireEvent.loadedMetadata(video);
}

describe('a paid video whose link runs out while the member watches', () => {
  it('goes on from where it was on a fresh link, without the failure notice', async () => {
    const renew = vi.fn(async () => link('fresh'));
    renderAt(<VideoPlayer src={link('first')} renew={renew} />);
    const video = videoEl();
    await waitFor(() => expect(video.getAttribute('src')).toContain('sig=first'));
    loaded(video);
    fireEvent.play(video);
    video.currentTime = 1234;
    fireEvent.error(video);

    await waitFor(() => expect(video.getAttribute('src')).toContain('sig=fresh'));
    expect(renew).toHaveBeenCalledTimes(1);
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    loaded(video);
    expect(video.currentTime).toBe(1234);
    expect(play).toHaveBeenCalled();
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('shows the failure once the member may no longer watch it', async () => {
    renderAt(<VideoPlayer src={link('first')} renew={async () => null} />);
    const video = videoEl();
    await waitFor(() => expect(video.getAttribute('src')).toContain('sig=first'));
    await act(async () => {
      fireEvent.error(video);
    });
    expect(await screen.findByText(FAILED)).toBeTruthy();
  });

  it('keeps playing when the page hands it a newer link to the same file', async () => {
    const { rerender } = renderAt(<VideoPlayer src={link('first')} renew={async () => null} />);
    const video = videoEl();
    await waitFor(() => expect(video.getAttribute('src')).toContain('sig=first'));
    const load = vi.mocked(HTMLMediaElement.prototype.load);
    load.mockClear();
    rerender(<VideoPlayer src={link('page')} renew={async () => null} />);
    expect(video.getAttribute('src')).toContain('sig=first');
    expect(load).not.toHaveBeenCalled();
  });
});
