import type { HomeInfo } from '@app/contract/home';
import { NotFoundError } from '../../errors';
import type { NavService } from '../nav/nav.service';
import type { TeacherService } from '../teacher/teacher.service';
import { homeDocument, toHomeInfo, type HomeDocument } from './home.presenter';
import { HOME_SETTINGS_KEY, type SettingsRepository } from './home.repository';

const HOME_TEACHERS = 10;

export function createHomeService(deps: {
  settings: SettingsRepository;
  nav: NavService;
  teachers: TeacherService;
}) {
  /** The stored part of the home page, or null while it is not configured. */
  const document = async (): Promise<HomeDocument | null> => {
    const stored = homeDocument.safeParse(await deps.settings.get(HOME_SETTINGS_KEY));
    return stored.success ? stored.data : null;
  };
  return {
    document,
    async info(linkTypeCode: string | undefined): Promise<HomeInfo> {
      const stored = await document();
      // Nothing configured yet is "not found", never invented content.
      if (!stored) throw new NotFoundError();
      const [menu, teachers] = await Promise.all([
        deps.nav.list({ categoryCode: 'home', linkTypeCode }),
        deps.teachers.list({ pageNum: 1, pageSize: HOME_TEACHERS }),
      ]);
      return toHomeInfo(stored, menu, teachers.rows);
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
