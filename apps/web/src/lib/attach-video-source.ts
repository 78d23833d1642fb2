import { serverAddress } from './server-address';

/**
 * Points a video element at an MP4 or HLS address. HLS plays natively where the browser can
 * (Safari, iOS); elsewhere hls.js is imported on demand, so it only loads on pages with a player
 * and only when needed. Returns a function that releases what was attached.
 */
export async function attachVideoSource(
  video: HTMLVideoElement,
  path: string,
  /** hls.js gave up (a playlist or segment kept failing, e.g. its link ran out); native players fire `error`. */
  onFatal?: () => void,
): Promise<() => void> {
  const src = serverAddress(path);
  const isHls = /\.m3u8(\?|$)/i.test(src);
  if (!isHls || video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = src;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  // The light build (no subtitles, DRM or alternate audio) is all the demo streams need, at half the size.
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    video.src = src;
    return () => video.removeAttribute('src');
  }
  const hls = new Hls();
  if (onFatal)
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) onFatal();
    });
  hls.loadSource(src);
  hls.attachMedia(video);
  return () => hls.destroy();
}
