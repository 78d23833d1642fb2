import { Api } from '@app/contract/paths';
import type { Referral } from '@app/contract/share';
import { getPage } from '../../../lib/api-client';

/** How many members registered from the caller's share links (one row is enough to read the total). */
export async function getReferralCount(): Promise<number> {
  return (await getPage<Referral>(Api.memberReferrals, { pageNum: 1, pageSize: 1 })).total;
}
