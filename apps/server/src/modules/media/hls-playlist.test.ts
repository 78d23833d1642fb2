import { describe, expect, it } from 'vitest';
import { signPlaylist } from './hls-playlist';
import { mediaPathOf } from './media-path';

const sign = (pathname: string) => `${pathname}?sig=x`;

describe('media paths', () => {
  it('names the same file however the address is spelled', () => {
    for (const url of [
      '/media/video/a.mp4',
      '/media/video/../video/a.mp4',
      '/media//video/./a.mp4',
      '/media/video/%61.mp4',
      '/media/video%2fa.mp4',
      '/media/video/a.mp4?exp=1#t=2',
    ])
      expect(mediaPathOf(url), url).toBe('/media/video/a.mp4');
  });
  it('is null for other sites, other folders and what climbs out', () => {
    for (const url of [
      'https://cdn.example.com/media/video/a.mp4',
      '//cdn.example.com/media/a.mp4',
      '/uploads/a.png',
      '/media/../src/app.ts',
      '/media/%2e%2e/src/app.ts',
      '/media/',
      '/media/a%00.mp4',
      '/media/a\\b.mp4',
      '/media/%E0%A4%A.mp4',
    ])
      expect(mediaPathOf(url), url).toBeNull();
  });
});

describe('signed playlists', () => {
  it('signs segment lines and URI attributes, resolved against the playlist', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="../keys/k.bin",IV=0x1',
      '#EXTINF:2.0,',
      'segment-00.m4s',
      '#EXTINF:2.0,',
      'sub/segment-01.m4s?v=2',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    expect(signPlaylist(text, '/media/video/live-1/index.m3u8', sign).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-MAP:URI="/media/video/live-1/init.mp4?sig=x"',
      '#EXT-X-KEY:METHOD=AES-128,URI="/media/video/keys/k.bin?sig=x",IV=0x1',
      '#EXTINF:2.0,',
      '/media/video/live-1/segment-00.m4s?sig=x',
      '#EXTINF:2.0,',
      '/media/video/live-1/sub/segment-01.m4s?sig=x&v=2',
      '#EXT-X-ENDLIST',
      '',
    ]);
  });
  it('leaves other sites and addresses outside /media/ alone', () => {
    const text = 'https://cdn.example.com/a.ts\n//cdn.example.com/b.ts\n../../../uploads/c.ts\n';
    expect(signPlaylist(text, '/media/video/live-1/index.m3u8', sign)).toBe(text);
  });
});
