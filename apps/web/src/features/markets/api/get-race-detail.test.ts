import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyRead } from '../../../lib/early-read';
import { stubFetch } from '../../../test/render';
import { readRaceDetailEarly } from './get-race-detail';

afterEach(() => vi.unstubAllGlobals());

/** The pictures asked for through `new Image()`, with the priority each was given. */
function recordPictures() {
  const pictures: { src: string; fetchPriority: string }[] = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      set src(value: string) {
        pictures.push({ src: value, fetchPriority: this.fetchPriority });
      }
    },
  );
  return pictures;
}

describe("the race page's early read", () => {
  it('asks for the race and starts its banner as soon as the race is known', async () => {
    const pictures = recordPictures();
    const fetchMock = stubFetch(() => ({
      code: 200,
      msg: '',
      data: { id: 41, pic: '/media/races/r41.svg' },
    }));
    readRaceDetailEarly(new URLSearchParams('id=41'));
    await vi.waitFor(() =>
      expect(pictures).toEqual([{ src: '/media/races/r41.svg', fetchPriority: 'high' }]),
    );
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').pathname).toBe(
      '/api/stock/race/ver/2/info/41',
    );
  });

  it('starts no picture when the race cannot be read, and nothing at all without an id', async () => {
    const pictures = recordPictures();
    const fetchMock = stubFetch(() => ({ code: 404, msg: 'not found', data: null }));
    readRaceDetailEarly(new URLSearchParams('id=42'));
    // The page's own read takes the failed answer over; by then the banner step has seen the failure too.
    await expect(takeEarlyRead({ url: '/api/stock/race/ver/2/info/42' }, null)).rejects.toBeTruthy();
    readRaceDetailEarly(new URLSearchParams('id=x'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(pictures).toEqual([]);
  });
});
