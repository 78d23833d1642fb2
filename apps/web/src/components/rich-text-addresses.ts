import { serverAddress } from '../lib/server-address';

/** Elements of rich text whose attributes name a file to load, and those attributes. */
const FILE_ATTRIBUTES: Record<string, readonly string[]> = {
  IMG: ['src'],
  SOURCE: ['src'],
  VIDEO: ['src', 'poster'],
  AUDIO: ['src'],
};

/**
 * Rich text names the server's pictures by bare paths (/media/..., /uploads/...). The native shell's pages
 * run on their own origin, where such a path names a file of the app's bundle, so each one is put on the
 * server's address (a no-op in a browser on our own site). Called on every element the sanitizer keeps.
 */
export function pointFilesAtServer(
  node: Element,
  apiBase: string | undefined = import.meta.env.VITE_API_BASE,
): void {
  for (const name of FILE_ATTRIBUTES[node.tagName] ?? []) {
    const value = node.getAttribute(name)?.trim();
    if (!value) continue;
    const address = serverAddress(value, apiBase);
    if (address !== value) node.setAttribute(name, address);
  }
}
