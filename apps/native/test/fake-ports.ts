import type { NativePorts, SharePayload } from '../src/ports';

/** In-memory native abilities: a download serves `served` in two chunks; every call is recorded. */
export function fakePorts(served: Uint8Array, patch: Partial<NativePorts> = {}) {
  const files = new Map<string, Uint8Array>();
  const calls: string[] = [];
  const resumeListeners: Array<() => void> = [];
  const shared: SharePayload[] = [];
  const ports: NativePorts = {
    platform: 'android',
    onResume: (listener) => void resumeListeners.push(listener),
    async download(url, fileName, onBytes) {
      calls.push(`download ${url}`);
      const half = Math.floor(served.length / 2);
      onBytes(half, served.length);
      onBytes(served.length, served.length);
      const path = `file:///cache/${fileName}`;
      files.set(path, served);
      return path;
    },
    async readFile(path) {
      const bytes = files.get(path);
      if (!bytes) throw new Error(`no file ${path}`);
      return bytes;
    },
    async removeFile(path) {
      calls.push(`remove ${path}`);
      files.delete(path);
    },
    async openInstaller(path) {
      calls.push(`install ${path}`);
    },
    async exitApp() {
      calls.push('exit');
    },
    async share(payload) {
      shared.push(payload);
    },
    ...patch,
  };
  return { ports, calls, files, shared, resume: () => resumeListeners.forEach((listener) => listener()) };
}
