import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { VideoDetailHead } from './video-detail-head';

const video = { id: 7, title: '盘中实战', pic: '/media/p.svg', videoUrl: null, description: '开播解读热点' };

describe('VideoDetailHead', () => {
  it('shows the picture instead of a player when the video has no address, then title, meta and description', () => {
    const { container } = renderAt(
      <VideoDetailHead video={video} meta={<span>陈知远</span>}>
        <p>直播间</p>
      </VideoDetailHead>,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '盘中实战' })).toBeTruthy();
    const texts = [...container.querySelectorAll('section > *')].map((el) => el.textContent);
    expect(texts).toEqual(['盘中实战', '陈知远', '直播间', '开播解读热点']);
  });

  it('leaves the description out when there is none', () => {
    const { container } = renderAt(<VideoDetailHead video={{ ...video, description: '' }} meta="1次播放" />);
    expect([...container.querySelectorAll('section > *')].map((el) => el.textContent)).toEqual([
      '盘中实战',
      '1次播放',
    ]);
  });
});
