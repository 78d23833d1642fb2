import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentShare } from '../../../lib/current-share';
import { renderAt } from '../../../test/render';
import { ShareButton } from './share-button';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const publicDir = path.resolve(__dirname, '../../../../public');
const article = '/pages/news/details/index?id=8';

describe('ShareButton', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('shares a page without a picture of its own with the app icon, a PNG the app serves', () => {
    renderAt(<ShareButton title="早盘策略" path={article} />);

    const share = getCurrentShare();
    expect(share?.title).toBe('早盘策略');
    const picture = new URL(share?.imgUrl ?? '');
    expect(picture.origin).toBe(window.location.origin);
    // What the messaging app will fetch must exist, and be a format it draws (not SVG).
    const file = readFileSync(path.join(publicDir, picture.pathname));
    expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it("shares a page's own picture when it has one", () => {
    renderAt(<ShareButton title="早盘策略" path={article} pic="/media/news/cover-market.svg" />);
    expect(getCurrentShare()?.imgUrl).toBe(`${window.location.origin}/media/news/cover-market.svg`);
  });

  it('opens the share menu on a tap, and has not drawn it before', async () => {
    renderAt(<ShareButton title="早盘策略" path={article} />);
    expect(screen.queryByTestId('share-sheet')).toBeNull();

    fireEvent.click(screen.getByTestId('share-button'));
    await waitFor(() => expect(screen.getByTestId('share-sheet')).toBeTruthy());
  });
});
