import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { requireLogin } from '../../../lib/require-login';
import { useToggleTeacherFollow } from '../api/toggle-teacher-follow';

/** 关注 / 已关注: visitors are sent to login and come back to this page. */
export function FollowButton({ teacherId, followed }: { teacherId: number; followed: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleTeacherFollow(teacherId);
  return (
    <Button
      size="small"
      shape="rounded"
      color="primary"
      fill={followed ? 'outline' : 'solid'}
      loading={toggle.isPending}
      data-testid="teacher-follow"
      aria-pressed={followed}
      onClick={() => {
        if (requireLogin()) toggle.mutate();
      }}
    >
      {followed ? t('teacher.following') : t('teacher.follow')}
    </Button>
  );
}
