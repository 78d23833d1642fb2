import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResult, memberInfo } from '@app/contract/account';
import { dataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import {
  appletBody,
  appletPhoneBody,
  authorizeQuery,
  authorizeResult,
  appletLoginResult,
  jssdkConfig,
  jssdkQuery,
  offiaccountLoginBody,
  phoneTicketResult,
  ticketExchangeBody,
  WechatMsg,
  wxaLoginQuery,
} from '@app/contract/wechat';
import { ok } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import { toLoginResult, toMemberInfo } from '../account/account.presenter';
import { callerOf } from '../account/account.routes';
import type { WechatLoginBudget } from './login-budget';
import type { WechatService } from './wechat.service';

const tags = ['wechat'];

/** WeChat sign-in for the web view and the mini-program, and the JS-SDK signature (SPEC §7 Account). */
export function wechatRoutes(wechat: WechatService, loginBudget: WechatLoginBudget) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      Api.wechatJssdkTicket,
      {
        schema: {
          tags,
          summary: 'JS-SDK wx.config for a page URL of an allowed origin',
          querystring: jssdkQuery,
          response: { 200: dataEnvelope(jssdkConfig) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        return ok(await wechat.jssdkConfig(request.query.url));
      },
    );

    app.get(
      Api.wechatOffiaccountAuthorize,
      {
        schema: {
          tags,
          summary: 'The WeChat authorize address of the one-tap login',
          querystring: authorizeQuery,
          response: { 200: dataEnvelope(authorizeResult) },
        },
      },
      async (request) => ok({ url: wechat.authorizeUrl(request.query.redirect, request.query.state) }),
    );

    app.post(
      Api.wechatOffiaccountLogin,
      {
        onRequest: loginBudget,
        schema: {
          tags,
          summary: 'One-tap login in the WeChat web view (OAuth code)',
          body: offiaccountLoginBody,
          response: { 200: dataEnvelope(loginResult) },
        },
      },
      async (request) => {
        const { member, token } = await wechat.officialAccountLogin(request.body.code, callerOf(request));
        return ok(toLoginResult(member, token));
      },
    );

    app.post(
      Api.wechatAppletLogin,
      {
        onRequest: loginBudget,
        schema: {
          tags,
          summary: 'Mini-program login (wx.login code): a one-time ticket for the web view',
          body: appletBody,
          response: { 200: dataEnvelope(appletLoginResult) },
        },
      },
      async (request) => ok(await wechat.appletLogin(request.body.code, callerOf(request))),
    );

    app.get(
      Api.wechatLoginWxa,
      {
        onRequest: loginBudget,
        schema: {
          tags,
          summary:
            "Mini-program login with WeChat's encrypted user data (opened with the code's session key)",
          querystring: wxaLoginQuery,
          response: { 200: dataEnvelope(loginResult) },
        },
      },
      async (request, reply) => {
        // A session in a GET answer: no cache may keep it.
        markPrivate(reply);
        const { member, token } = await wechat.appletUserLogin(request.query, callerOf(request));
        return ok(toLoginResult(member, token));
      },
    );

    app.post(
      Api.wechatTicketExchange,
      {
        onRequest: loginBudget,
        schema: {
          tags,
          summary: "The web view trades the mini-program's one-time ticket for its session",
          body: ticketExchangeBody,
          response: { 200: dataEnvelope(loginResult) },
        },
      },
      async (request) => {
        const { member, token } = await wechat.exchangeTicket(request.body.ticket, callerOf(request));
        return ok(toLoginResult(member, token));
      },
    );

    app.post(
      Api.wechatAppletPhoneTicket,
      {
        onRequest: loginBudget,
        preHandler: requireMember,
        schema: {
          tags,
          summary: "A one-time ticket for the mini-program's phone page, bound to the member",
          response: { 200: dataEnvelope(phoneTicketResult) },
        },
      },
      async (request) => ok(await wechat.phoneTicket(currentAuth(request).member.id)),
    );

    app.post(
      Api.wechatAppletPhone,
      {
        onRequest: loginBudget,
        schema: {
          tags,
          summary:
            "Binds the mini-program user's proven phone number (the phone ticket's member, or the session's)",
          body: appletPhoneBody,
          response: { 200: dataEnvelope(memberInfo) },
        },
      },
      async (request) =>
        ok(
          toMemberInfo(
            await wechat.bindAppletPhone(request.body.code, {
              ticket: request.body.ticket,
              sessionMemberId: request.auth?.member.id ?? null,
            }),
          ),
          WechatMsg.phoneBound,
        ),
    );
  };
}
