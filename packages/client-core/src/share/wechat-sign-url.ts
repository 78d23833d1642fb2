/**
 * The page URL a JS-SDK signature must cover (REFERENCE §1.1): iOS WeChat checks the URL the app was
 * entered on (later pushState changes are invisible to it), Android the current one; the fragment never counts.
 */
export function wechatSignUrl(userAgent: string, entryUrl: string, currentUrl: string): string {
  const iOS = /iPhone|iPad|iPod/i.test(userAgent);
  return ((iOS ? entryUrl : currentUrl).split('#')[0] ?? '').trim();
}
