import { decideLinkNavigation, resolveLink } from '@app/client-core/guard/navigation-permission';
import type { NavLink } from '@app/contract/nav';
import { i18n } from '../i18n/i18n';
import { translateMsg } from '../i18n/translate-msg';
import { appNavigate } from './navigation';
import { showToast } from './toast';

type LinkLike = Pick<NavLink, 'link'> &
  Partial<
    Pick<NavLink, 'title' | 'typeCode' | 'linkParams' | 'permission' | 'permissionMsg' | 'noPermissionLink'>
  >;

/** Opens a stored link: an in-app page, or a web address in the web-view page (SPEC §2). */
export function openResolvedLink(link: LinkLike): void {
  const resolved = resolveLink({
    link: link.link,
    typeCode: link.typeCode,
    title: link.title,
    linkParams: (link.linkParams ?? null) as Record<string, string> | null,
  });
  if (resolved.kind === 'route') {
    appNavigate(resolved.url);
  } else if (resolved.kind === 'webview') {
    // The web-view page frames the address under its title, with a close button back here.
    appNavigate(resolved.url);
  } else {
    // Another mini program opens only inside the messaging app: say so rather than do nothing.
    showToast(i18n.t('common.openInMiniProgram'));
  }
}

/** SPEC §4 navigation permission: links with a permission message ask first (提示, 跳转 / 产品介绍). */
export async function openNavLink(link: LinkLike): Promise<void> {
  if (!link.link && !link.permissionMsg) return;
  const decision = decideLinkNavigation({
    link: link.link,
    permission: link.permission ?? 1,
    permissionMsg: link.permissionMsg ?? null,
    noPermissionLink: link.noPermissionLink ?? null,
  });
  if (decision.kind === 'navigate') {
    openResolvedLink(link);
    return;
  }
  const { confirmDialog } = await import('./confirm-dialog');
  const ok = await confirmDialog(
    translateMsg(decision.title),
    decision.content,
    translateMsg(decision.confirmText),
  );
  if (ok && decision.confirmUrl) openResolvedLink({ ...link, link: decision.confirmUrl });
}
