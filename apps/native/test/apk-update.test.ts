import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failedStep } from '@app/client-core/version/app-installer';
import { createApkInstaller, packageFileName, percentReporter } from '../src/apk-update';
import { base64ToBytes, sha256Hex } from '../src/sha256';
import { fakePorts } from './fake-ports';

// 2 KiB of package bytes: the fake serves them in two halves (50%, then 100%).
const apk = Uint8Array.from({ length: 2048 }, (_, i) => i % 251);
const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const link = 'https://api.example.com/media/app/caijing-2.0.34.apk';

describe('sha256Hex', () => {
  it('matches the known vectors and node:crypto', async () => {
    expect(await sha256Hex(new Uint8Array())).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex(apk)).toBe(sha256Of(apk));
  });

  it('hashes what a device read back as base64 the same as the raw bytes', async () => {
    expect(await sha256Hex(base64ToBytes(Buffer.from(apk).toString('base64')))).toBe(sha256Of(apk));
  });
});

describe('percentReporter', () => {
  it('reports whole percents once each, capped at 100, and nothing for an unknown size', () => {
    const seen: number[] = [];
    const report = percentReporter((percent) => seen.push(percent));
    report(10, null);
    report(10, 0);
    report(1, 1000);
    report(2, 1000);
    report(505, 1000);
    report(1000, 1000);
    report(1200, 1000);
    expect(seen).toEqual([0, 50, 100]);
  });
});

describe('packageFileName', () => {
  it('keeps a plain .apk name and replaces anything else', () => {
    expect(packageFileName(link)).toBe('caijing-2.0.34.apk');
    expect(packageFileName('/media/app/caijing-2.0.34.apk?sig=1')).toBe('caijing-2.0.34.apk');
    expect(packageFileName('https://x.example.com/download?id=3')).toBe('update.apk');
    expect(packageFileName('https://x.example.com/a/%2e%2e%2fevil.apk')).toBe('update.apk');
  });
});

describe('the Android package installer', () => {
  it('downloads with progress, checks the SHA-256 and opens the installer; restart quits the old build', async () => {
    const fake = fakePorts(apk);
    const installer = createApkInstaller(fake.ports);
    const progress: number[] = [];
    await installer.downloadAndInstall(link, (p) => progress.push(p), sha256Of(apk).toUpperCase());
    expect(progress).toEqual([50, 100]);
    expect(fake.calls).toEqual([`download ${link}`, 'install file:///cache/caijing-2.0.34.apk']);
    await installer.restart?.();
    expect(fake.calls.at(-1)).toBe('exit');
  });

  it('refuses a package whose checksum differs, and deletes it', async () => {
    const fake = fakePorts(apk);
    const error = await createApkInstaller(fake.ports)
      .downloadAndInstall(link, () => undefined, sha256Of(new TextEncoder().encode('another package')))
      .catch((e: unknown) => e);
    expect(failedStep(error)).toBe('checksum');
    expect(fake.calls).toEqual([`download ${link}`, 'remove file:///cache/caijing-2.0.34.apk']);
    expect(fake.files.size).toBe(0);
  });

  it('never installs a package without a published checksum, and downloads nothing', async () => {
    for (const sha256 of [null, '', 'not-a-hash']) {
      const fake = fakePorts(apk);
      const error = await createApkInstaller(fake.ports)
        .downloadAndInstall(link, () => undefined, sha256)
        .catch((e: unknown) => e);
      expect(failedStep(error)).toBe('checksum');
      expect(fake.calls).toEqual([]);
    }
  });

  it('tells a failed download from a failed install', async () => {
    const offline = fakePorts(apk, {
      download: () => Promise.reject(new Error('connect timed out')),
    });
    const downloadError = await createApkInstaller(offline.ports)
      .downloadAndInstall(link, () => undefined, sha256Of(apk))
      .catch((e: unknown) => e);
    expect(failedStep(downloadError)).toBe('download');

    const blocked = fakePorts(apk, {
      openInstaller: () => Promise.reject(new Error('install from unknown sources is not allowed')),
    });
    const installError = await createApkInstaller(blocked.ports)
      .downloadAndInstall(link, () => undefined, sha256Of(apk))
      .catch((e: unknown) => e);
    expect(failedStep(installError)).toBe('install');
    expect(blocked.calls).not.toContain('exit');
  });
});
