import type { HomeInfo } from '@app/contract/home';
import { NotFoundError } from '../../errors';
import type { NavService } from '../nav/nav.service';
import type { TeacherService } from '../teacher/teacher.service';
import { homeDocument, toHomeInfo } from './home.presenter';
import { HOME_SETTINGS_KEY, type SettingsRepository } from './home.repository';

const HOME_TEACHERS = 10;

export function createHomeService(deps: {
  settings: SettingsRepository;
  nav: NavService;
  teachers: TeacherService;
}) {
  return {
    async info(linkTypeCode: string | undefined): Promise<HomeInfo> {
      const stored = homeDocument.safeParse(await deps.settings.get(HOME_SETTINGS_KEY));
      // Nothing configured yet is "not found", never invented content.
      if (!stored.success) throw new NotFoundError();
      const [menu, teachers] = await Promise.all([
        deps.nav.list({ categoryCode: 'home', linkTypeCode }),
        deps.teachers.list({ pageNum: 1, pageSize: HOME_TEACHERS }),
      ]);
      return toHomeInfo(stored.data, menu, teachers.rows);
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
