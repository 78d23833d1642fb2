import type { CourseViewSaveBody } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** Saves where the member is in a chapter; silent, as it runs in the background while watching. */
export async function saveCourseView(body: CourseViewSaveBody): Promise<void> {
  await send(Api.courseViewSave, body, { loading: false, toastOnError: false });
}
