import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountLoginRequest,
  cancelAccountRequest,
  codeLoginRequest,
  loginResult,
  memberInfo,
  modifyNameRequest,
  modifyNicknameRequest,
  modifyPasswordRequest,
  registerRequest,
  type MemberInfo,
} from '@app/contract/account';
import { dataEnvelope } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import { toLoginResult, toMemberInfo } from './account.presenter';
import type { AccountService, CallerContext } from './account.service';
import { referrerOf } from './referrer';

export const callerOf = (request: FastifyRequest): CallerContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  referrer: referrerOf(request.headers.parentmemberid),
});

const tags = ['account'];
const partialPassword = modifyPasswordRequest.partial();

/** What other modules add to the member info (points balance, access held): asked per request. */
export type MemberInfoExtras = (memberId: number) => Promise<Partial<MemberInfo>>;

export function accountRoutes(account: AccountService, extras?: MemberInfoExtras) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      Api.accountLogin,
      {
        schema: {
          tags,
          summary:
            'Log in with username and password; after repeated failures 428 (data.captchaRequired) asks ' +
            'for the image captcha (captchaCode, uuid) and a pair that keeps failing gets 429 with a wait',
          body: accountLoginRequest,
          response: { 200: dataEnvelope(loginResult) },
        },
      },
      async (request) => {
        const { member, token } = await account.loginWithPassword(request.body, callerOf(request));
        return ok(toLoginResult(member, token), Msg.loginOk);
      },
    );

    app.post(
      Api.codeLogin,
      {
        schema: {
          tags,
          summary: 'Log in with an SMS code (an unknown mobile gets a new account)',
          body: codeLoginRequest,
          response: { 200: dataEnvelope(loginResult) },
        },
      },
      async (request) => {
        const { member, token } = await account.loginWithCode(
          request.body.mobile,
          request.body.code,
          callerOf(request),
        );
        return ok(toLoginResult(member, token), Msg.loginOk);
      },
    );

    app.post(
      Api.register,
      {
        schema: {
          tags,
          summary: 'Register and log in',
          body: registerRequest,
          response: { 200: dataEnvelope(loginResult) },
        },
      },
      async (request) => {
        const { member, token } = await account.register(request.body, callerOf(request));
        return ok(toLoginResult(member, token), Msg.registerOk);
      },
    );

    app.post(
      Api.cancelAccount,
      {
        schema: {
          tags,
          summary: 'Cancel the account owning this mobile (SMS code, purpose cancel)',
          body: cancelAccountRequest,
          response: { 200: dataEnvelope(z.null()) },
        },
      },
      async (request) => {
        await account.cancel(request.body.mobile, request.body.code);
        return ok(null, Msg.accountCancelOk);
      },
    );

    app.get(
      Api.memberInfo,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'The signed-in member',
          response: { 200: dataEnvelope(memberInfo) },
        },
      },
      async (request) => {
        const member = currentAuth(request).member;
        return ok({ ...toMemberInfo(member), ...(await extras?.(member.id)) });
      },
    );

    app.post(
      Api.modifyName,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "Changes the member's real name",
          body: modifyNameRequest,
          response: { 200: dataEnvelope(memberInfo) },
        },
      },
      async (request) =>
        ok(
          toMemberInfo(await account.modifyName(currentAuth(request).member.id, request.body.name)),
          Msg.saveOk,
        ),
    );

    app.post(
      Api.modifyNickname,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "Changes the member's nickname",
          body: modifyNicknameRequest,
          response: { 200: dataEnvelope(memberInfo) },
        },
      },
      async (request) =>
        ok(
          toMemberInfo(await account.modifyNickname(currentAuth(request).member.id, request.body.nickname)),
          Msg.saveOk,
        ),
    );

    app.post(
      Api.modifyPassword,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Change the password (JSON body or query string); signs out every device',
          body: partialPassword.nullish(),
          querystring: partialPassword,
          response: { 200: dataEnvelope(z.null()) },
        },
      },
      async (request) => {
        // Older clients send the fields in the query string (SPEC §7); the body wins when both are present.
        const input = modifyPasswordRequest.parse({ ...request.query, ...(request.body ?? {}) });
        await account.modifyPassword(currentAuth(request).member.id, input);
        return ok(null, Msg.passwordChanged);
      },
    );
  };
}
