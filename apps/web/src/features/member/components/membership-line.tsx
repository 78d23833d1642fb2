import '../../../i18n/register-member-center-catalog';
import { useTranslation } from 'react-i18next';
import type { LiveValidityPeriod } from '@app/contract/access';
import { useLiveValidity } from '../api/get-live-validity';

/** China-time calendar date of an instant (YYYY-MM-DD). */
const chinaDate = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** What the member page says about the member's services: the first one and its end, or none. */
export function membershipText(
  validity: LiveValidityPeriod | undefined,
  t: (
    key: 'membership.none' | 'membership.forever' | 'membership.until',
    options?: Record<string, string>,
  ) => string,
): string | null {
  if (!validity) return null;
  const held = validity.modules[0];
  if (!validity.valid || !held) return t('membership.none');
  const more = validity.modules.length > 1 ? ` 等${validity.modules.length}项` : '';
  return held.expiresAt
    ? t('membership.until', {
        name: `${held.name}${more}`,
        date: chinaDate(validity.expiresAt ?? held.expiresAt),
      })
    : t('membership.forever', { name: `${held.name}${more}` });
}

/** One line under the member's name: current membership and its expiry. */
export function MembershipLine({ className }: { className?: string }) {
  const { t } = useTranslation();
  const validity = useLiveValidity(true);
  const text = membershipText(validity.data, (key, options) => t(key, options));
  return text ? (
    <span className={className} data-testid="membership-line">
      {text}
    </span>
  ) : null;
}
