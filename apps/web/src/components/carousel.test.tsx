import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('names its dots by position and keeps slides out of view inert', () => {
    const { container } = renderAt(
      <Carousel label="轮播图" interval={0}>
        <a href="/a">第一张</a>
        <a href="/b">第二张</a>
        <a href="/c">第三张</a>
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: '轮播图' })).toBeTruthy();
    const dots = ['1 / 3', '2 / 3', '3 / 3'].map((name) => screen.getByRole('button', { name }));
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', 'false', 'false']);
    // Hidden slides are inert rather than aria-hidden: their links leave the focus order as well.
    const slides = [...container.querySelectorAll('a')].map((link) => link.parentElement!);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(slides.some((slide) => slide.hasAttribute('aria-hidden'))).toBe(false);
  });
});
