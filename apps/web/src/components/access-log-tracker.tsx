import { useLocation } from 'react-router';
import { useAccessLog } from '../lib/use-access-log';

/** Mounted only when access logging is on (VITE_ACCESS_LOG=1): logs each page view. */
export function AccessLogTracker() {
  const location = useLocation();
  useAccessLog(`${location.pathname}${location.search}`);
  return null;
}
