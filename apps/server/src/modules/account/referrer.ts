import { idParam } from '@app/contract/ids';

/**
 * The parentMemberId header as a member id, or null. The client sends the first id of the stored chain;
 * anything that is not a plain positive id (a forged or garbled value) is ignored.
 */
export function referrerOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  const parsed = idParam.safeParse(value.trim());
  return parsed.success ? parsed.data : null;
}
