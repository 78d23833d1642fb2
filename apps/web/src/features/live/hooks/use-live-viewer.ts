import { StorageKey } from '@app/contract/storage-keys';
import { useStoredValue } from '../../../lib/use-stored-value';

export interface LiveViewer {
  loggedIn: boolean;
  memberId: number | null;
  isTeacher: boolean;
}

/** Who is looking at the room, from the stored session; re-renders on login and logout. */
export function useLiveViewer(): LiveViewer {
  const token = useStoredValue(StorageKey.token);
  const memberId = useStoredValue(StorageKey.memberId);
  const isTeacher = useStoredValue(StorageKey.isTeacher);
  const id = memberId ? Number(memberId) : NaN;
  return {
    loggedIn: !!token,
    memberId: token && Number.isInteger(id) ? id : null,
    isTeacher: !!token && isTeacher === '1',
  };
}
