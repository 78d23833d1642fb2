import { afterEach, describe, expect, it, vi } from 'vitest';
import { startNativeShell } from '../src/shell';
import { fakePorts } from './fake-ports';

afterEach(() => {
  vi.unstubAllGlobals();
});

const payload = { title: '早盘观察', text: '今日市场要点', url: 'https://h5.example.com/news?id=1' };

describe('startNativeShell', () => {
  it('gives Android the package installer and runs the version check again on every resume', () => {
    vi.stubGlobal('window', {});
    const fake = fakePorts(new Uint8Array());
    const shell = startNativeShell(fake.ports);
    expect(window.AppInstaller).toBeDefined();
    const check = vi.fn();
    shell.onResume(check);
    fake.resume();
    fake.resume();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('offers no installer on iOS (updates go through the App Store)', () => {
    vi.stubGlobal('window', {});
    const fake = fakePorts(new Uint8Array(), { platform: 'ios' });
    expect(startNativeShell(fake.ports).platform).toBe('ios');
    expect(window.AppInstaller).toBeUndefined();
  });

  it('shares through the system sheet; a dismissal is a cancel, anything else a failure with its message', async () => {
    vi.stubGlobal('window', {});
    const ok = fakePorts(new Uint8Array());
    expect(await startNativeShell(ok.ports).share(payload)).toEqual({ kind: 'shared' });
    expect(ok.shared).toEqual([payload]);

    const dismissed = fakePorts(new Uint8Array(), {
      share: () => Promise.reject(new Error('Share canceled')),
    });
    expect(await startNativeShell(dismissed.ports).share(payload)).toEqual({ kind: 'cancelled' });

    const broken = fakePorts(new Uint8Array(), {
      share: () => Promise.reject(new Error('No app can handle this share')),
    });
    expect(await startNativeShell(broken.ports).share(payload)).toEqual({
      kind: 'failed',
      message: 'No app can handle this share',
    });
  });
});
