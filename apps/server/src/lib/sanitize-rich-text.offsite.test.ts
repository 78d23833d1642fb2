import { describe, expect, it } from 'vitest';
import { hasOffsiteImage, isOwnImageSrc } from './sanitize-rich-text';

describe('chat pictures from other hosts', () => {
  it('finds a picture on another host however its address is written', () => {
    for (const html of [
      '<p>看图<img src="https://tracker.example/p.gif"></p>',
      '<img src="http://tracker.example/p.gif">',
      '<IMG SRC="HTTPS://tracker.example/p.gif">',
      '<img src="//tracker.example/p.gif">',
      '<img src="/\\tracker.example/p.gif">',
      '<img src=" h&#9;ttps://tracker.example/p.gif ">',
      '<img src="https:tracker.example/p.gif">',
      '<b><span><img src="/uploads/a.png"><img src="https://cdn.example.com/a.jpg"></span></b>',
    ]) {
      expect(hasOffsiteImage(html), html).toBe(true);
    }
  });

  it('lets our own uploads and media through, and leaves host-less unsafe sources to the sanitizer', () => {
    for (const html of [
      '<p>没有图片</p>',
      '<img src="/uploads/live/202601/a.png">',
      '<img src="/media/live/chart-1.svg" alt="图">',
      '<img src="javascript:alert(1)">',
      '<img src="data:image/png;base64,AAAA">',
      '<img>',
      '<p>https://tracker.example/p.gif 只是文字</p>',
    ]) {
      expect(hasOffsiteImage(html), html).toBe(false);
    }
  });

  it('takes only relative paths under our uploads or media as our own', () => {
    expect(isOwnImageSrc('/uploads/live/202601/a.png')).toBe(true);
    expect(isOwnImageSrc('/media/live/chart-1.svg')).toBe(true);
    expect(isOwnImageSrc('https://cdn.example.com/uploads/a.png')).toBe(false);
    expect(isOwnImageSrc('/uploads/../data/pglite')).toBe(false);
    expect(isOwnImageSrc('/api/member/get/info')).toBe(false);
  });
});
