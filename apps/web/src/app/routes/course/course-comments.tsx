import { useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_CHARS } from '@app/contract/limits';
import type { CourseDetail } from '@app/contract/course';
import type { CommentsSource } from '../../../features/comments/api/comment-targets';
import { usePostComment } from '../../../features/comments/api/post-comment';
import { CommentSection } from '../../../features/comments/components/comment-section';
import { courseKeys } from '../../../features/course/api/course-keys';
import { requireLogin } from '../../../lib/require-login';
import { showToast } from '../../../lib/toast';
import styles from '../../../features/course/components/course-detail.module.css';

/** The course's comments with a box to add one (members only; visitors are sent to login). */
export function CourseComments({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const source: CommentsSource = { target: 'course', targetId: courseId };
  const post = usePostComment<CourseDetail>({
    ...source,
    detailKey: courseKeys.detail(courseId),
    announce: false,
  });

  const send = () => {
    if (!requireLogin()) return;
    const content = text.trim();
    if (!content) {
      showToast(t('watch.commentEmpty'));
      return;
    }
    post.mutate(content, {
      onSuccess: () => {
        setText('');
        showToast(t('watch.commentOk'));
      },
    });
  };

  return (
    <div>
      <div className={styles.composer}>
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('watch.commentPlaceholder')}
          maxLength={COMMENT_MAX_CHARS}
          autoSize={{ minRows: 1, maxRows: 4 }}
          data-testid="comment-input"
        />
        <Button
          size="small"
          color="primary"
          loading={post.isPending}
          onClick={send}
          data-testid="comment-send"
        >
          {t('watch.send')}
        </Button>
      </div>
      <CommentSection source={source} emptyTitle={t('watch.commentsEmpty')} pullToRefresh />
    </div>
  );
}
