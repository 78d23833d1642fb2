import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { isRequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/result-code';
import { useRevealAppWhen } from '../lib/first-screen';
import { appNavigate } from '../lib/navigation';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

interface DetailQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DetailStateProps<T> {
  /** The page's id from the query string; null (missing or malformed) reads as not found. */
  id: number | null;
  query: DetailQuery<T>;
  notFoundTitle: string;
  /** Where a reader of a missing item goes instead (usually the list it came from). */
  back?: { label: string; to: string };
  errorTitle?: string;
  /** Extra skeleton lines below the media one, for pages with more under the player. */
  extraSkeletonLines?: number;
  /** A skeleton of the page's own shape, instead of the media one. */
  skeleton?: ReactNode;
  /**
   * False keeps the skeleton after the item has arrived, until the page can draw it at its final height
   * (e.g. rich text, see useRichTextReady).
   */
  contentReady?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The states of a detail page around a 16:9 media header: not found, loading, failed, or the item.
 * A 206 answer has already opened the no-permission page, so it keeps the skeleton meanwhile.
 */
export function DetailState<T>({
  id,
  query,
  notFoundTitle,
  back,
  errorTitle,
  extraSkeletonLines,
  skeleton,
  contentReady = true,
  children,
}: DetailStateProps<T>) {
  const failure = query.isError && isRequestError(query.error) ? query.error : null;
  const notFound = id === null || failure?.code === ResultCode.notFound;
  const loading =
    query.isPending || failure?.kind === 'no-permission' || (query.data !== undefined && !contentReady);
  useRevealAppWhen(notFound || !loading);
  if (notFound) {
    return (
      <EmptyState title={notFoundTitle}>
        {back ? (
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => appNavigate(back.to, 'redirectTo')}
          >
            {back.label}
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  if (loading) {
    return (
      <div aria-busy="true">
        {skeleton ?? (
          <>
            <Skeleton imageRatio={16 / 9} lines={3} />
            {extraSkeletonLines ? <Skeleton lines={extraSkeletonLines} /> : null}
          </>
        )}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return <LoadError {...(errorTitle ? { title: errorTitle } : {})} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
