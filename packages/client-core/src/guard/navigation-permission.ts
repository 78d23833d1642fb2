import type { NavLink } from '@app/contract/nav';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';

export type LinkDecision =
  | { kind: 'navigate'; url: string }
  | { kind: 'confirm'; title: string; content: string; confirmText: string; confirmUrl: string | null };

const GOODS_PAGE_MARK = '/pages/goods/';

/** SPEC §4 navigation permission: a link with a permission message may need a confirm dialog first. */
export function decideLinkNavigation(
  link: Pick<NavLink, 'permission' | 'permissionMsg' | 'noPermissionLink' | 'link'>,
): LinkDecision {
  const message = link.permissionMsg?.trim();
  if (!message || link.permission === 1) return { kind: 'navigate', url: link.link };
  const target = link.noPermissionLink?.trim() || null;
  return {
    kind: 'confirm',
    title: Msg.dialogTitle,
    content: message,
    confirmText: target?.includes(GOODS_PAGE_MARK) ? Msg.productIntro : Msg.jump,
    confirmUrl: target,
  };
}

export type ResolvedLink =
  | { kind: 'route'; url: string }
  | { kind: 'webview'; url: string }
  | { kind: 'miniprogram'; appId: string; path: string };

export interface LinkTarget {
  link: string;
  typeCode?: string;
  title?: string;
  linkParams?: Record<string, string> | null;
}

function withUrlAndTitle(page: string, url: string, title: string | undefined): string {
  return `${page}?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title ?? '')}`;
}

/** Where a stored link leads (SPEC §2): an in-app page, a web page in the web view, a PDF or another mini program. */
export function resolveLink(target: LinkTarget): ResolvedLink {
  const link = target.link.trim();
  if (target.typeCode === 'Miniprogram') {
    return { kind: 'miniprogram', appId: target.linkParams?.wxAppletId ?? '', path: link };
  }
  const isPdf = /\.pdf(?:[?#]|$)/i.test(link);
  if (isPdf) {
    const url = target.typeCode === 'Webview' && !link.includes('http') ? `http://${link}` : link;
    return { kind: 'route', url: withUrlAndTitle(Pages.pdf, url, target.title) };
  }
  if (link.includes('http'))
    return { kind: 'webview', url: withUrlAndTitle(Pages.webView, link, target.title) };
  if (target.typeCode === 'Webview') {
    return { kind: 'webview', url: withUrlAndTitle(Pages.webView, `http://${link}`, target.title) };
  }
  return { kind: 'route', url: link.startsWith('/') ? link : `/${link}` };
}
