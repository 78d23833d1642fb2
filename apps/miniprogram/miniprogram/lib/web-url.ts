/**
 * The web-view address of an app page: the page path (an in-app /pages/ path only), the one-time login
 * ticket when there is one, and the build so a release never reuses a cached page. (The mini-program
 * runtime has no URL class, so the query is written by hand.)
 */
export function webViewUrl(
  base: string,
  path: string | undefined,
  ticket: string | null,
  build: string,
): string {
  const page = path && path.startsWith('/pages/') && !path.includes('//') ? path : '/pages/index';
  const extra = [
    ...(ticket ? [`ticket=${encodeURIComponent(ticket)}`] : []),
    'from=mp',
    `v=${encodeURIComponent(build)}`,
  ].join('&');
  return `${base.replace(/\/+$/, '')}${page}${page.includes('?') ? '&' : '?'}${extra}`;
}
