import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INSTALL_PERMISSION,
  MANIFEST_PATH,
  patchAndroidManifest,
  withPermission,
} from '../scripts/android-manifest.mjs';

// The manifest `npx cap add android` writes (Capacitor 7.6's template, as generated).
const GENERATED = readFileSync(new URL('./fixtures/AndroidManifest.generated.xml', import.meta.url), 'utf8');

const count = (xml: string) => xml.split(INSTALL_PERMISSION).length - 1;

describe('the Android manifest patch', () => {
  it('declares the install permission after the generated ones', () => {
    const patched = withPermission(GENERATED);
    expect(count(patched)).toBe(1);
    expect(patched).toContain(
      '    <uses-permission android:name="android.permission.INTERNET" />\n' +
        '    <uses-permission android:name="android.permission.REQUEST_INSTALL_PACKAGES" />\n</manifest>',
    );
    // Nothing else moves.
    expect(patched.replace(`    <uses-permission android:name="${INSTALL_PERMISSION}" />\n`, '')).toBe(
      GENERATED,
    );
  });

  it('changes nothing the second time, or when the permission was added by hand', () => {
    const once = withPermission(GENERATED);
    expect(withPermission(once)).toBe(once);
    const byHand = GENERATED.replace(
      '</manifest>',
      `<uses-permission\n  android:name = "${INSTALL_PERMISSION}"/>\n</manifest>`,
    );
    expect(withPermission(byHand)).toBe(byHand);
  });

  it('adds it before the end of a manifest without permissions, and refuses a file that is not one', () => {
    const bare = '<manifest>\r\n<application />\r\n</manifest>\r\n';
    expect(withPermission(bare)).toContain(
      `<uses-permission android:name="${INSTALL_PERMISSION}" />\n</manifest>`,
    );
    expect(() => withPermission('<html></html>')).toThrow('not an Android manifest');
  });

  it('patches the generated project in place, and skips a project without Android', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'native-manifest-'));
    try {
      expect(patchAndroidManifest(root)).toBe(false);
      const file = path.join(root, MANIFEST_PATH);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, GENERATED);
      expect(patchAndroidManifest(root)).toBe(true);
      expect(patchAndroidManifest(root)).toBe(true);
      expect(count(await readFile(file, 'utf8'))).toBe(1);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
