import { LikeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { ViewpointDetail } from '@app/contract/news';
import { CommentActionBar } from '../../../features/comments/components/comment-action-bar';
import { usePostComment } from '../../../features/comments/api/post-comment';
import { columnKeys } from '../../../features/column/api/column-keys';
import { useToggleViewpointLike } from '../../../features/column/api/toggle-viewpoint-like';

/** Bottom bar of a viewpoint: comment box and like with its count. */
export function ViewpointActionBar({
  viewpoint,
  loggedIn,
}: {
  viewpoint: ViewpointDetail;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const like = useToggleViewpointLike(viewpoint.id);
  const comment = usePostComment<ViewpointDetail>({
    target: 'viewpoint',
    targetId: viewpoint.id,
    detailKey: columnKeys.viewpoint(viewpoint.id),
  });
  return (
    <CommentActionBar
      testIdPrefix="viewpoint"
      loggedIn={loggedIn}
      comment={comment}
      toggles={[
        {
          testId: 'viewpoint-like',
          pressed: viewpoint.liked,
          icon: <LikeOutline aria-hidden="true" />,
          label: viewpoint.likes > 0 ? viewpoint.likes : t('content.like'),
          ariaLabel: t('content.like'),
          busy: like.isPending,
          onPress: () => like.mutate(),
        },
      ]}
    />
  );
}
