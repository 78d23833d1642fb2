/**
 * The page an address opens, as the route table names it: no origin, query or fragment, a leading slash
 * and no trailing ones ('/pages/news/list/index/?id=1' → '/pages/news/list/index'). The client's router
 * and guard and the server's per-page HTML all key pages by it.
 */
export function normalizePath(url: string): string {
  let path = url.trim().replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return path;
}
