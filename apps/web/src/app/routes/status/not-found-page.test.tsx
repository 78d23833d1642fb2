import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { NotFoundPage } from './not-found-page';

describe('404 page', () => {
  it("is titled '404 Not Found' in the nav bar and the document", async () => {
    renderAt(<NotFoundPage />, '/some/unknown/page');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Not Found'));
  });
});
