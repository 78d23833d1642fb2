import { isSafeLink, type Advertisement } from '@app/contract/ad';
import { ContentMsg } from '@app/contract/messages';
import type { ads } from '../../db/schema/ads';
import { NotFoundError, ValidationError } from '../../errors';
import { toAdvertisement } from './ad.presenter';
import type { AdFilter, AdRepository } from './ad.repository';
import { offsetOf, type PageQuery } from '../../lib/paging';

export function createAdService(deps: { repo: AdRepository }) {
  const { repo } = deps;
  return {
    async list(filter: AdFilter, query: PageQuery): Promise<{ rows: Advertisement[]; total: number }> {
      const { rows, total } = await repo.page(filter, query.pageSize, offsetOf(query));
      return { rows: rows.map(toAdvertisement), total };
    },

    async info(id: number): Promise<Advertisement> {
      const row = await repo.byId(id);
      if (!row) throw new NotFoundError(ContentMsg.adNotFound);
      return toAdvertisement(row);
    },

    /** The pop-up ad (first of category popup), or null when none is configured. */
    async popup(): Promise<Advertisement | null> {
      const { rows } = await repo.page({ categoryCode: 'popup' }, 1, 0);
      return rows[0] ? toAdvertisement(rows[0]) : null;
    },

    /** Saving refuses javascript:, data: and other non-http schemes (the seed and any back office go through here). */
    async save(values: typeof ads.$inferInsert): Promise<number> {
      if (values.link !== null && values.link !== undefined && !isSafeLink(values.link))
        throw new ValidationError(ContentMsg.linkRefused);
      return repo.insert(values);
    },
  };
}
export type AdService = ReturnType<typeof createAdService>;
