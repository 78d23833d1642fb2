import type { LiveValidityPeriod } from '@app/contract/access';

/** The service the member page shows as the member's membership. */
export interface CurrentMembership {
  name: string;
  /** How many other services the member holds besides this one. */
  others: number;
  /** null: held without an end. */
  expiresAt: string | null;
  /** The product that grants (and renews) it. */
  goodsLink: string;
}

/**
 * The held service whose end comes first (the date the member has to act on); services without an end
 * come last. Null when the member holds none. Any held module counts, not only the live one.
 */
export function currentMembership(validity: LiveValidityPeriod | undefined): CurrentMembership | null {
  const modules = validity?.modules ?? [];
  const ordered = [...modules].sort((a, b) => {
    if (a.expiresAt === null) return b.expiresAt === null ? 0 : 1;
    if (b.expiresAt === null) return -1;
    return new Date(a.expiresAt).getTime() - new Date(b.expiresAt).getTime();
  });
  const first = ordered[0];
  if (!first) return null;
  return {
    name: first.name,
    others: modules.length - 1,
    expiresAt: first.expiresAt,
    goodsLink: first.goodsLink,
  };
}
