import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachVideoSource } from './attach-video-source';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('attachVideoSource', () => {
  it("plays the server's video from the API's address when the app is built for another origin", async () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.com');
    const video = document.createElement('video');
    await attachVideoSource(video, '/media/video/intro.mp4');
    expect(video.getAttribute('src')).toBe('https://api.example.com/media/video/intro.mp4');
  });

  it('keeps the path in a browser on our own site', async () => {
    vi.stubEnv('VITE_API_BASE', '');
    const video = document.createElement('video');
    await attachVideoSource(video, '/media/video/intro.mp4');
    expect(video.getAttribute('src')).toBe('/media/video/intro.mp4');
  });
});
