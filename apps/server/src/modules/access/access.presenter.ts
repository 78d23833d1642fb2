import type { AccessModule, NoPermissionData } from '@app/contract/access';
import { ContentMsg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import type { AccessModuleRow } from '../../db/schema/access';

export const goodsLink = (goodsId: number) => `${Pages.goodsIndex}?id=${goodsId}`;

export const toAccessModule = (row: AccessModuleRow): AccessModule => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  goodsLink: goodsLink(row.goodsId),
});

export const toNoPermissionData = (row: AccessModuleRow, loginRequired: boolean): NoPermissionData => ({
  moduleId: row.id,
  moduleCode: row.code,
  moduleName: row.name,
  message: ContentMsg.needModule(row.name),
  goodsLink: goodsLink(row.goodsId),
  loginRequired,
});
