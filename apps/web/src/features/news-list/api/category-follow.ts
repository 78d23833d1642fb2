import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsCategory } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { postToggle } from '../../../lib/post-toggle';
import { showSuccess } from '../../../lib/toast';

export const followedCategoriesKey = ['news-categories', 'followed'] as const;

/** GET /api/news/category/follow/get/list: the categories the member follows, in category order. */
export const followedCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: followedCategoriesKey,
    queryFn: ({ signal }) => getRows<NewsCategory>(Api.newsCategoryFollowList, undefined, { signal }),
  });

export function useFollowedCategories(loggedIn: boolean) {
  return useQuery({ ...followedCategoriesQueryOptions(), enabled: loggedIn });
}

/** POST /api/news/category/follow: follows or unfollows; the followed list refreshes with the answer. */
export function useToggleCategoryFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) => postToggle(Api.newsCategoryFollow, { categoryId }),
    onSuccess: ({ msg }) => {
      void queryClient.invalidateQueries({ queryKey: followedCategoriesKey });
      showSuccess(msg);
    },
  });
}
