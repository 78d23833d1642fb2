import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { navLinks, type NavLinkRow } from '../../db/schema/nav-links';

export function createNavRepository(db: Database) {
  return {
    /** Enabled links of a category in display order; a link without a client type shows on every client. */
    async list(categoryCode: string, linkTypeCode: string | undefined): Promise<NavLinkRow[]> {
      const forClient = linkTypeCode
        ? or(isNull(navLinks.linkTypeCode), eq(navLinks.linkTypeCode, linkTypeCode))
        : undefined;
      return db
        .select()
        .from(navLinks)
        .where(and(eq(navLinks.categoryCode, categoryCode), eq(navLinks.enabled, true), forClient))
        .orderBy(asc(navLinks.sort), asc(navLinks.id));
    },
  };
}
export type NavRepository = ReturnType<typeof createNavRepository>;
