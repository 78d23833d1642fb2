import { describe, expect, it, vi } from 'vitest';
import { EARLY_READ_HANDOFF_MS } from '@app/contract/limits';
import { noteNavigation, startEarlyRead, takeEarlyRead } from './early-read';

const T0 = 1_700_000_000_000;
const answer = (body: string) => vi.fn(() => Promise.resolve(body));

describe('early reads', () => {
  it('hands the answer to the same read once, and sends it once however often the route asks', async () => {
    const send = answer('article 1');
    startEarlyRead({ url: '/api/a/1' }, 'tok', send, T0);
    startEarlyRead({ url: '/api/a/1' }, 'tok', send, T0 + 5);
    expect(send).toHaveBeenCalledTimes(1);

    await expect(takeEarlyRead({ url: '/api/a/1', loading: false }, 'tok', T0 + 100)).resolves.toBe(
      'article 1',
    );
    expect(takeEarlyRead({ url: '/api/a/1' }, 'tok', T0 + 200)).toBeNull();
  });

  it('keeps reads apart by address, parameters and who asks', () => {
    startEarlyRead({ url: '/api/b', params: { page: 1 } }, 'tok', answer('b'), T0);
    expect(takeEarlyRead({ url: '/api/b', params: { page: 2 } }, 'tok', T0)).toBeNull();
    expect(takeEarlyRead({ url: '/api/b', params: { page: 1 } }, 'other', T0)).toBeNull();
    expect(takeEarlyRead({ url: '/api/b', params: { page: 1 } }, null, T0)).toBeNull();
    expect(takeEarlyRead({ url: '/api/b', params: { page: 1 }, isToken: false }, 'tok', T0)).toBeNull();
    expect(takeEarlyRead({ url: '/api/b', params: { page: 1 } }, 'tok', T0)).not.toBeNull();

    // A read sent without the token is the same whoever is logged in.
    startEarlyRead({ url: '/api/public', isToken: false }, null, answer('p'), T0);
    expect(takeEarlyRead({ url: '/api/public', isToken: false }, 'tok', T0)).not.toBeNull();
  });

  it('lets an answer older than the hand-off time go, so the page reads afresh', () => {
    startEarlyRead({ url: '/api/c' }, null, answer('old'), T0);
    expect(takeEarlyRead({ url: '/api/c' }, null, T0 + EARLY_READ_HANDOFF_MS)).toBeNull();

    // and a route asking again after that time sends a new read
    const send = answer('new');
    startEarlyRead({ url: '/api/c2' }, null, answer('first'), T0);
    startEarlyRead({ url: '/api/c2' }, null, send, T0 + EARLY_READ_HANDOFF_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never shares a write or a read with a body', () => {
    const send = answer('x');
    startEarlyRead({ url: '/api/d', method: 'POST' }, null, send, T0);
    startEarlyRead({ url: '/api/d', data: { a: 1 } }, null, send, T0);
    expect(send).not.toHaveBeenCalled();
    expect(takeEarlyRead({ url: '/api/d', method: 'POST' }, null, T0)).toBeNull();
  });

  it('passes a failed early read to the page that takes it over, and nowhere else', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    startEarlyRead({ url: '/api/e' }, null, failing, T0);
    await expect(takeEarlyRead({ url: '/api/e' }, null, T0 + 1)).rejects.toThrow('offline');
  });

  it('hands an answer only within the navigation that started it: a later visit reads afresh', () => {
    noteNavigation({ pathname: '/article', key: 'a' });
    startEarlyRead({ url: '/api/f' }, 'tok', answer('no permission'), T0);
    // The answer led elsewhere before the page took it; the member comes back (a new navigation).
    noteNavigation({ pathname: '/no-permission', key: 'b' });
    noteNavigation({ pathname: '/article', key: 'c' });
    expect(takeEarlyRead({ url: '/api/f' }, 'tok', T0 + 1)).toBeNull();

    const fresh = answer('bought');
    startEarlyRead({ url: '/api/f' }, 'tok', fresh, T0 + 2);
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(takeEarlyRead({ url: '/api/f' }, 'tok', T0 + 3)).not.toBeNull();
  });

  it('counts a render of the same location once', () => {
    const here = { pathname: '/article', key: 'd' };
    noteNavigation(here);
    const send = answer('g');
    startEarlyRead({ url: '/api/g' }, null, send, T0);
    noteNavigation(here);
    startEarlyRead({ url: '/api/g' }, null, send, T0 + 1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(takeEarlyRead({ url: '/api/g' }, null, T0 + 2)).not.toBeNull();
  });
});
