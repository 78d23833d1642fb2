// Capacitor generates android/ on `cap add android` and keeps no permission of ours in it. The forced update
// hands the downloaded package to the system installer, which Android allows only with this permission, so
// `cap sync` and `cap update` run this (package.json hooks) to put it back, once, into the manifest.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const INSTALL_PERMISSION = 'android.permission.REQUEST_INSTALL_PACKAGES';
export const MANIFEST_PATH = 'android/app/src/main/AndroidManifest.xml';

const declares = (xml, permission) =>
  new RegExp(`<uses-permission[^>]*android:name\\s*=\\s*"${permission.replace(/\./g, '\\.')}"`).test(xml);

/** The manifest with `permission` declared: unchanged when it already is, else after the last permission. */
export function withPermission(xml, permission = INSTALL_PERMISSION) {
  if (declares(xml, permission)) return xml;
  const line = `<uses-permission android:name="${permission}" />`;
  const permissions = [...xml.matchAll(/^([ \t]*)<uses-permission\b[^>]*\/>[ \t]*\r?\n/gm)];
  const last = permissions.at(-1);
  if (last?.index !== undefined) {
    const at = last.index + last[0].length;
    const newline = last[0].endsWith('\r\n') ? '\r\n' : '\n';
    return `${xml.slice(0, at)}${last[1]}${line}${newline}${xml.slice(at)}`;
  }
  const close = xml.lastIndexOf('</manifest>');
  if (close < 0) throw new Error('not an Android manifest: no </manifest>');
  return `${xml.slice(0, close)}    ${line}\n${xml.slice(close)}`;
}

/** Patches the generated manifest under `root` (the Capacitor project); false when there is no Android project. */
export function patchAndroidManifest(root) {
  const file = path.join(root, MANIFEST_PATH);
  if (!existsSync(file)) return false;
  const xml = readFileSync(file, 'utf8');
  const patched = withPermission(xml);
  if (patched !== xml) writeFileSync(file, patched);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Capacitor names the platform a hook runs for; iOS has nothing to patch.
  const platform = process.env.CAPACITOR_PLATFORM_NAME;
  if (platform === undefined || platform === 'android') {
    const root =
      process.env.CAPACITOR_ROOT_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    if (patchAndroidManifest(root)) console.log(`${MANIFEST_PATH}: ${INSTALL_PERMISSION} declared`);
  }
}
