import { describe, expect, it } from 'vitest';
import { createMemoryStorage, getJson, setJson } from './key-value-storage';

describe('memory storage', () => {
  it('stores, reads and removes values', () => {
    const s = createMemoryStorage();
    expect(s.get('a')).toBeNull();
    s.set('a', '1');
    expect(s.get('a')).toBe('1');
    s.remove('a');
    expect(s.get('a')).toBeNull();
  });

  it('round-trips JSON and reads corrupt JSON as null', () => {
    const s = createMemoryStorage({ bad: '{oops' });
    setJson(s, 'list', ['x', 1]);
    expect(getJson(s, 'list')).toEqual(['x', 1]);
    expect(getJson(s, 'bad')).toBeNull();
    expect(getJson(s, 'missing')).toBeNull();
  });
});
