import { defineModule } from '../app-module';
import { createCommentRepository } from './comment.repository';
import { createCommentService, type CommentService } from './comment.service';

declare module '../app-module' {
  interface Services {
    comments: CommentService;
  }
}

/** Comments have no routes of their own: news, viewpoints and courses expose them. */
export const commentModule = defineModule({
  name: 'comment',
  setup(ctx) {
    ctx.provide(
      'comments',
      createCommentService({ repo: createCommentRepository(ctx.db), clock: ctx.clock }),
    );
  },
});
