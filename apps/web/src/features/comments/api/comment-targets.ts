import { Api } from '@app/contract/paths';

/** The things members comment on; each has its list endpoint, its post endpoint and the post's id field. */
const targets = {
  news: { list: Api.newsCommentList, post: Api.newsComment, idField: 'newsId' },
  viewpoint: { list: Api.viewpointCommentList, post: Api.viewpointComment, idField: 'viewpointId' },
  course: { list: Api.courseCommentList, post: Api.courseComment, idField: 'courseId' },
} as const;

export type CommentTarget = keyof typeof targets;

export interface CommentsSource {
  target: CommentTarget;
  targetId: number;
}

export const commentKeys = {
  list: ({ target, targetId }: CommentsSource) => ['comments', target, targetId] as const,
};

/** GET `{list}/{targetId}`: one target's comments, newest first. */
export const commentListUrl = ({ target, targetId }: CommentsSource) => `${targets[target].list}/${targetId}`;

/** POST body of a comment: the target's id under its own field name, e.g. `{ newsId, content }`. */
export const commentPost = ({ target, targetId }: CommentsSource, content: string) => ({
  url: targets[target].post,
  data: { [targets[target].idField]: targetId, content },
});
