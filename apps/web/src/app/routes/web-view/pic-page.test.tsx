import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { PicPage } from './pic-page';

const open = (url: string | null, title?: string) => {
  const query = new URLSearchParams();
  if (url !== null) query.set('url', url);
  if (title) query.set('title', title);
  return renderAt(<PicPage />, `/pages/webView/pic/index?${query.toString()}`);
};

describe('picture page', () => {
  it('shows a same-origin picture behind a skeleton until it loads, then opens the zoom viewer on tap', async () => {
    open('/media/banners/banner-1.svg', '活动海报');
    const image = screen.getByTestId('pic-image');
    expect(image.getAttribute('src')).toBe(`${window.location.origin}/media/banners/banner-1.svg`);
    expect(image.getAttribute('alt')).toBe('活动海报');
    expect(screen.getByTestId('pic-loading')).toBeTruthy();
    const zoom = screen.getByRole('button', { name: '点击查看大图' });
    expect(zoom.hasAttribute('disabled')).toBe(true);

    fireEvent.load(image);
    expect(screen.queryByTestId('pic-loading')).toBeNull();
    expect(zoom.hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('.adm-image-viewer-content')).toBeNull();
    fireEvent.click(zoom);
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
  });

  it('accepts http(s) addresses and titles the page 图片 when no title is given', () => {
    open('https://example.com/chart.png');
    expect(screen.getByTestId('pic-image').getAttribute('src')).toBe('https://example.com/chart.png');
    expect(document.title).toBe('图片');
  });

  it('says so and retries when the picture fails', () => {
    open('/media/missing.png');
    fireEvent.error(screen.getByTestId('pic-image'));
    expect(screen.getByText('图片加载失败')).toBeTruthy();
    expect(screen.queryByTestId('pic-image')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(screen.getByTestId('pic-image')).toBeTruthy();
    expect(screen.getByTestId('pic-loading')).toBeTruthy();
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/x.png'])(
    'refuses %s with the web view message and loads nothing',
    (url) => {
      open(url);
      expect(screen.getByText('该链接地址不安全，已拦截')).toBeTruthy();
      expect(screen.queryByTestId('pic-image')).toBeNull();
    },
  );

  it('says the link is missing without a url', () => {
    open(null);
    expect(screen.getByText('链接地址缺失')).toBeTruthy();
  });
});
