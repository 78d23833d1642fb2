import { resolveLink } from '@app/client-core/guard/navigation-permission';
import type { Advertisement } from '@app/contract/ad';
import { isSafeLink } from '@app/contract/safe-link';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/register-links-catalog';
import { appNavigate } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';

type AdLink = Pick<Advertisement, 'link' | 'title' | 'typeCode' | 'linkParams'>;

export type AdOpening =
  /** An in-app page, or the web-view page with the encoded url and title (SPEC §2). */
  | { kind: 'navigate'; url: string }
  /** No link: the ad's own data is shown in a popup (SPEC §2 advertisement list). */
  | { kind: 'details' }
  /** javascript:, data:, protocol-relative…: never opened. */
  | { kind: 'refused' }
  /** Another mini program: a browser cannot start one. */
  | { kind: 'miniprogram' };

const IN_APP_PAGE = /^\/?pages\//;

/** What tapping an ad does; pure, so the rules can be read and tested apart from the UI. */
export function decideAdOpening(ad: AdLink): AdOpening {
  const link = ad.link?.trim() ?? '';
  if (!link) return { kind: 'details' };
  if (!isSafeLink(link)) return { kind: 'refused' };
  // An in-app page opens as a route even when its query happens to contain "http" (e.g. an encoded url),
  // which resolveLink's SPEC rule would otherwise send to the web view.
  const inApp = IN_APP_PAGE.test(link) ? (link.startsWith('/') ? link : `/${link}`) : null;
  if (ad.typeCode === 'Miniprogram') {
    // A mini-program link that names one of our own pages still works in the browser.
    return inApp ? { kind: 'navigate', url: inApp } : { kind: 'miniprogram' };
  }
  if (inApp) return { kind: 'navigate', url: inApp };
  const resolved = resolveLink({
    link,
    typeCode: ad.typeCode,
    title: ad.title,
    linkParams: ad.linkParams,
  });
  return resolved.kind === 'miniprogram' ? { kind: 'miniprogram' } : { kind: 'navigate', url: resolved.url };
}

/** Opens an ad as decideAdOpening says; `showDetails` is called for an ad without a link. */
export function openAd<T extends AdLink>(ad: T, showDetails: (ad: T) => void): void {
  const opening = decideAdOpening(ad);
  if (opening.kind === 'navigate') appNavigate(opening.url);
  else if (opening.kind === 'details') showDetails(ad);
  else if (opening.kind === 'refused') showToast(i18n.t('links.linkRefused'));
  else showToast(i18n.t('links.miniProgramOnly'));
}
