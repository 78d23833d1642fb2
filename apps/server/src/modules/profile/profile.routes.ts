import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberInfo } from '@app/contract/account';
import { dataEnvelope } from '@app/contract/envelope';
import { IMAGE_UPLOAD_MAX_BYTES } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { bindableAccount, bindMobileRequest, MemberCenterMsg } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { ValidationError } from '../../errors';
import { ok } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { AccountService } from '../account/account.service';
import { maskMobile, toMemberInfo } from '../account/account.presenter';
import type { UploadQuota } from '../upload/upload-quota';
import { hasBoundary, readFile } from '../upload/upload.routes';
import type { UploadService } from '../upload/upload.service';

const tags = ['member'];

/** Avatar upload and account binding (SPEC §7: modify/avatar, list/bindable, bind/mobile). */
export function profileRoutes(deps: { account: AccountService; uploads: UploadService; quota: UploadQuota }) {
  const { account, uploads, quota } = deps;
  return async (fastify: FastifyInstance) => {
    await fastify.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      Api.modifyAvatar,
      {
        config: { writeQuota: 'upload' },
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'New avatar (multipart field "file"): checked, cut square, 256 px JPEG, metadata stripped',
          consumes: ['multipart/form-data'],
          response: { 200: dataEnvelope(memberInfo) },
        },
      },
      async (request) => {
        const { member } = currentAuth(request);
        if (!request.isMultipart() || !hasBoundary(request)) throw new ValidationError(Msg.uploadUnsupported);
        await quota.assertRoom(member.id, request.ip);
        const { fileName, bytes } = await readFile(request, uploads);
        const { url, storedBytes } = await uploads.saveAvatar(fileName, bytes);
        await quota.charge(member.id, request.ip, storedBytes);
        return ok(toMemberInfo(await account.setAvatar(member.id, url)));
      },
    );

    app.get(
      Api.bindableList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Accounts the member can bind, and whether each is bound',
          response: { 200: dataEnvelope(z.array(bindableAccount)) },
        },
      },
      async (request) => {
        const { member } = currentAuth(request);
        return ok([
          { type: 'mobile' as const, bound: member.mobile !== null, value: maskMobile(member.mobile) },
          { type: 'wechat' as const, bound: member.unionid !== null, value: null },
        ]);
      },
    );

    app.post(
      Api.bindMobile,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Bind or change the mobile with the code sent to the new number (purpose bind)',
          body: bindMobileRequest,
          response: { 200: dataEnvelope(memberInfo) },
        },
      },
      async (request) => {
        const { mobile, code } = request.body;
        const updated = await account.bindMobile(currentAuth(request).member.id, mobile, code);
        return ok(toMemberInfo(updated), MemberCenterMsg.mobileBound);
      },
    );
  };
}
