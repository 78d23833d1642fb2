import type { SharePayload, ToggleResult } from '@app/contract/content';
import { ContentMsg } from '@app/contract/messages';
import type { ArticleDetail, ViewpointDetail } from '@app/contract/news';
import { Pages } from '@app/contract/pages';
import { NotFoundError } from '../../errors';
import type { Viewer } from '../../lib/viewer';
import type { AccessService } from '../access/access.service';
import type { CommentService } from '../comment/comment.service';
import { toArticleDetail, toViewpointDetail, toViewpointItem } from './viewpoint.presenter';
import type { ViewpointRepository } from './viewpoint.repository';
import { offsetOf, type PageQuery } from '../../lib/paging';

export function createViewpointService(deps: {
  repo: ViewpointRepository;
  access: AccessService;
  comments: CommentService;
}) {
  const { repo } = deps;
  async function mustExist(id: number) {
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError(ContentMsg.viewpointNotFound);
    return row;
  }
  return {
    async list(query: PageQuery & { teacherId?: number | undefined }, viewer: Viewer) {
      const { rows, total } = await repo.page(query.teacherId, query.pageSize, offsetOf(query));
      return { rows: rows.map((r) => toViewpointItem(r, viewer)), total };
    },

    async info(id: number, viewer: Viewer): Promise<ViewpointDetail> {
      const row = await mustExist(id);
      await deps.access.assertCanSee(viewer, row.moduleId);
      const [liked, commentCount] = await Promise.all([
        deps.repo.likes.has(id, viewer.memberId),
        deps.comments.count('viewpoint', id),
      ]);
      return toViewpointDetail(row, viewer, { liked, commentCount });
    },

    /** Liking is reading's companion: a locked viewpoint the member cannot open answers 206 too. */
    async like(id: number, memberId: number, viewer: Viewer): Promise<ToggleResult> {
      const row = await mustExist(id);
      await deps.access.assertCanSee(viewer, row.moduleId);
      return deps.repo.likes.toggle(id, memberId);
    },

    async comment(id: number, memberId: number, content: string, viewer: Viewer) {
      const row = await mustExist(id);
      await deps.access.assertCanSee(viewer, row.moduleId);
      return deps.comments.add('viewpoint', id, memberId, content);
    },

    async commentList(id: number, query: PageQuery, viewer: Viewer) {
      const row = await mustExist(id);
      await deps.access.assertCanSee(viewer, row.moduleId);
      return deps.comments.list('viewpoint', id, query);
    },

    /** Share payload: public fields only, so sharing a locked viewpoint leaks nothing. */
    async share(id: number, memberId: number | null): Promise<SharePayload> {
      const row = await mustExist(id);
      // The viewpoint's own page: the news details page would open the article that shares its id.
      const path = `${Pages.viewpointDetail}?id=${row.id}`;
      return {
        shareUrl: memberId === null ? path : `${path}&parentMemberId=${memberId}`,
        title: row.title,
        description: row.description,
        content: row.description,
        pic: row.picList[0] ?? row.teacher.avatar,
      };
    },

    async article(id: number): Promise<ArticleDetail> {
      const row = await repo.article(id);
      if (!row) throw new NotFoundError(ContentMsg.articleNotFound);
      return toArticleDetail(row);
    },
  };
}
export type ViewpointService = ReturnType<typeof createViewpointService>;
