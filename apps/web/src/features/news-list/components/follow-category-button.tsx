import '../../../i18n/register-content-catalog';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { NewsCategory } from '@app/contract/news';
import { useToggleCategoryFollow } from '../api/category-follow';

interface FollowCategoryButtonProps {
  category: NewsCategory;
  followed: boolean;
  className?: string;
}

/** 关注 / 已关注 for one news category; the followed list refreshes with the server's answer. */
export function FollowCategoryButton({ category, followed, className }: FollowCategoryButtonProps) {
  const { t } = useTranslation();
  const toggle = useToggleCategoryFollow();
  return (
    <Button
      size="mini"
      shape="rounded"
      color={followed ? 'default' : 'danger'}
      fill={followed ? 'outline' : 'solid'}
      loading={toggle.isPending}
      className={className}
      aria-label={t(followed ? 'newsLists.unfollowCategory' : 'newsLists.followCategory', {
        name: category.title,
      })}
      onClick={() => toggle.mutate(category.id)}
      data-testid={`follow-category-${category.id}`}
    >
      {t(followed ? 'newsLists.followed' : 'newsLists.follow')}
    </Button>
  );
}
