import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginRequest, adminLoginResult, userInfoResult } from '@app/contract/account';
import { dataEnvelope } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import { toUserInfo } from './account.presenter';
import { callerOf } from './account.routes';
import type { AccountService } from './account.service';

const tags = ['back-office'];

/** The back-office style endpoints of SPEC §7: /login with image captcha, /getInfo, /logout. */
export function backOfficeRoutes(account: AccountService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      Api.adminLogin,
      {
        schema: {
          tags,
          summary: 'Log in with password and image captcha',
          body: adminLoginRequest,
          response: { 200: dataEnvelope(adminLoginResult) },
        },
      },
      async (request) => {
        const { token } = await account.adminLogin(request.body, callerOf(request));
        return ok({ token }, Msg.loginOk);
      },
    );

    app.get(
      Api.adminGetInfo,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'User, roles and permissions',
          response: { 200: dataEnvelope(userInfoResult) },
        },
      },
      async (request) => ok(toUserInfo(currentAuth(request).member)),
    );

    app.post(
      Api.adminLogout,
      {
        schema: {
          tags,
          summary: 'Revoke the bearer token',
          response: { 200: dataEnvelope(z.null()) },
        },
      },
      async (request) => {
        // Logging out always succeeds: a token that is already dead leaves nothing to revoke.
        if (request.auth) await account.logout(request.auth.tokenHash);
        return ok(null, Msg.logoutOk);
      },
    );
  };
}
