import { useEffect } from 'react';
import {
  ACCESS_LOG_INTERVAL_MS,
  ACCESS_LOG_LIVE_VIDEO_INTERVAL_MS,
  startAccessLog,
} from '@app/client-core/access/access-log-scheduler';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from './api-client';
import { WatchPages } from './watch-pages';

/** The live video page logs less often (SPEC §9). */
export function accessLogInterval(pathname: string): number {
  return pathname === WatchPages.liveVideoRoom ? ACCESS_LOG_LIVE_VIDEO_INTERVAL_MS : ACCESS_LOG_INTERVAL_MS;
}

/** Logs the view of `url` (path plus query) until it changes or the component unmounts. */
export function useAccessLog(url: string): void {
  useEffect(() => {
    const pathname = url.split('?')[0] ?? url;
    return startAccessLog(
      { url, title: () => document.title, intervalMs: accessLogInterval(pathname) },
      {
        send: async (tick) => {
          const body = await request<DataEnvelope<{ id: string }>>({
            url: Api.accessLogSave,
            method: 'POST',
            data: { ...tick, typeId: 0 },
            loading: false,
            toastOnError: false,
          });
          return body.data?.id ?? null;
        },
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (handle) => window.clearTimeout(handle as number),
        now: () => new Date(),
      },
    );
  }, [url]);
}
