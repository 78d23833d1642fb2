/**
 * The address to share: absolute, carrying the sharer's member id as parentMemberId (SPEC §9) so the
 * server can record the referral when a visitor registers from it. A link that already names a sharer
 * (a server-made share URL) keeps it; a visitor's link carries none.
 */
export function shareLink(target: string, origin: string, memberId: string | null | undefined): string {
  const url = new URL(target, origin);
  const id = memberId?.trim();
  if (id && /^\d{1,10}$/.test(id) && !url.searchParams.has('parentMemberId'))
    url.searchParams.set('parentMemberId', id);
  return url.href;
}

/** The messaging app's in-app browser (its share menu is the page's top-right button). */
export const isMessagingApp = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);
