import { useMemo } from 'react';
import { guardNavigation, type GuardDecision } from '@app/client-core/guard/route-guard';
import { storage } from '../lib/storage';
import { isBuiltPage } from './route-table';

const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * Guards every location the router shows, including URLs typed into the address bar or opened from
 * history. Unknown paths are not guarded: they show the 404 page to everyone (SPEC §2).
 */
export function useRouteGuard(url: string): GuardDecision {
  return useMemo(() => (isBuiltPage(url) ? guardNavigation(url, storage) : ALLOW), [url]);
}
