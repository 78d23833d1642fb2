import { describe, expect, it } from 'vitest';
import { serverAddress } from './server-address';

describe('serverAddress', () => {
  it("puts the server's paths on the API's address when the app runs elsewhere", () => {
    expect(serverAddress('/media/avatars/teacher-1.svg', 'https://api.example.com/')).toBe(
      'https://api.example.com/media/avatars/teacher-1.svg',
    );
    expect(serverAddress('/media/icons/sprite.svg#tab-live', 'https://api.example.com')).toBe(
      'https://api.example.com/media/icons/sprite.svg#tab-live',
    );
  });

  it('leaves full addresses, data and blob pictures, and every path on our own site as they are', () => {
    for (const src of ['https://cdn.example.com/a.png', '//cdn.example.com/a.png', 'data:image/png;base64,x'])
      expect(serverAddress(src, 'https://api.example.com')).toBe(src);
    expect(serverAddress('/media/a.svg', '')).toBe('/media/a.svg');
    expect(serverAddress('/media/a.svg', undefined)).toBe('/media/a.svg');
  });
});
