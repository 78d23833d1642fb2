import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { HomeBanner } from './home-banner';

const banners = [1, 2, 3].map((id) => ({
  id,
  title: `横幅${id}`,
  pic: `/media/banners/banner-${id}.svg`,
  link: null,
}));

describe('HomeBanner', () => {
  it('loads the first banner at once and first, the later slides lazily', async () => {
    const { container } = renderAt(<HomeBanner banners={banners} label="横幅" />);
    // Slides out of view are hidden from assistive technology, so they are found by tag.
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(3));
    const [first, ...later] = container.querySelectorAll('img');
    expect(first?.getAttribute('src')).toBe('/media/banners/banner-1.svg');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(later).toHaveLength(2);
    for (const img of later) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('fetchpriority')).toBeNull();
    }
  });
});
