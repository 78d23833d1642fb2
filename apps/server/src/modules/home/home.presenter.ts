import { homeInfo, type HomeInfo } from '@app/contract/home';
import type { NavLink } from '@app/contract/nav';
import type { Teacher } from '@app/contract/teacher';

/** The stored part of the home page (app_settings 'home'); menu and teachers come from their own tables. */
export const homeDocument = homeInfo.omit({ menu: true, teachers: true });
export type HomeDocument = ReturnType<typeof homeDocument.parse>;

export const toHomeInfo = (doc: HomeDocument, menu: NavLink[], teachers: Teacher[]): HomeInfo => ({
  title: doc.title,
  slogan: doc.slogan,
  introduction: doc.introduction,
  banners: doc.banners.map((b) => ({ id: b.id, title: b.title, pic: b.pic, link: b.link })),
  menu,
  teachers,
  highlights: doc.highlights.map((h) => ({ value: h.value, label: h.label })),
  servicePhone: doc.servicePhone,
  riskTip: doc.riskTip,
});
