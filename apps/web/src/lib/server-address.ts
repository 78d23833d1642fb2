/**
 * The address of a file the server named by its path (/media/..., /uploads/...). In a browser on our own
 * site the path is the address. The native shell's pages run on their own origin (capacitor://localhost),
 * where a bare path would name a file of the app's bundle: there it is the API's address (VITE_API_BASE)
 * the path belongs to.
 */
export function serverAddress(
  src: string,
  apiBase: string | undefined = import.meta.env.VITE_API_BASE,
): string {
  if (!apiBase || !src.startsWith('/') || src.startsWith('//')) return src;
  return `${apiBase.replace(/\/+$/, '')}${src}`;
}
