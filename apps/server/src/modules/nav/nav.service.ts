import type { NavLink, NavListQuery } from '@app/contract/nav';
import { toNavLink } from './nav.presenter';
import type { NavRepository } from './nav.repository';

export function createNavService(deps: { repo: NavRepository }) {
  return {
    async list(
      query: Required<Pick<NavListQuery, 'categoryCode'>> & Pick<NavListQuery, 'linkTypeCode'>,
    ): Promise<NavLink[]> {
      const rows = await deps.repo.list(query.categoryCode, query.linkTypeCode);
      return rows.map(toNavLink);
    },
  };
}
export type NavService = ReturnType<typeof createNavService>;
