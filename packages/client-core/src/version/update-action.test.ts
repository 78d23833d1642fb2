import { describe, expect, it } from 'vitest';
import type { ClientVersionInfo } from '@app/contract/client-version';
import { detectPlatform, updateAction } from './update-action';

const latest = (patch: Partial<ClientVersionInfo> = {}): ClientVersionInfo => ({
  sn: '2.0.34',
  status: 1,
  iosLink: 'https://apps.apple.com/cn/app/id1',
  androidLink: 'https://dl.example.com/app-2.0.34.apk',
  isForce: 0,
  notes: null,
  sha256: 'ab'.repeat(32),
  currentStatus: 1,
  ...patch,
});

describe('updateAction', () => {
  it('does nothing when the current version is the latest or newer, or nothing was released', () => {
    expect(updateAction('ios', '2.0.34', latest())).toEqual({ kind: 'none' });
    expect(updateAction('android', '2.1.0', latest())).toEqual({ kind: 'none' });
    expect(updateAction('h5', '2.0.33', null)).toEqual({ kind: 'none' });
  });

  it('sends iOS to the App Store, forced or not, only for a released version with a link', () => {
    expect(updateAction('ios', '2.0.33', latest())).toEqual({
      kind: 'appStore',
      sn: '2.0.34',
      link: 'https://apps.apple.com/cn/app/id1',
      force: false,
    });
    expect(updateAction('ios', '2.0.9', latest({ isForce: 1 }))).toMatchObject({ force: true });
    expect(updateAction('ios', '2.0.33', latest({ status: 0 }))).toEqual({ kind: 'none' });
    expect(updateAction('ios', '2.0.33', latest({ iosLink: null }))).toEqual({ kind: 'none' });
  });

  it('offers the Android package whenever a newer one has a link, forced only when the release says so', () => {
    expect(updateAction('android', '2.0.33', latest({ status: 0 }))).toEqual({
      kind: 'install',
      sn: '2.0.34',
      link: 'https://dl.example.com/app-2.0.34.apk',
      sha256: 'ab'.repeat(32),
      force: false,
    });
    expect(updateAction('android', '2.0.33', latest({ isForce: 1 }))).toMatchObject({ force: true });
    expect(updateAction('android', '2.0.33', latest({ androidLink: null }))).toEqual({ kind: 'none' });
  });

  it('offers the web build a reload, and leaves the mini-program to its own update manager', () => {
    expect(updateAction('h5', '2.0.33', latest())).toEqual({ kind: 'reload', sn: '2.0.34', force: false });
    expect(updateAction('wxApplet', '2.0.1', latest())).toEqual({ kind: 'none' });
  });
});

describe('detectPlatform', () => {
  it('tells native shells, the mini-program web-view and browsers apart', () => {
    expect(detectPlatform({ capacitorPlatform: 'ios' })).toBe('ios');
    expect(detectPlatform({ capacitorPlatform: 'android' })).toBe('android');
    expect(detectPlatform({ capacitorPlatform: 'web', miniProgram: true })).toBe('wxApplet');
    expect(detectPlatform({})).toBe('h5');
  });
});
