import { describe, expect, it } from 'vitest';
import {
  DEFERRED_MODULEPRELOAD_REL,
  FIRST_ANSWERS_ID,
  FIRST_SCREEN_BOOT_PATH,
  FIRST_SCREEN_CODE_WAIT_MS,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_STYLE_ID,
} from '@app/contract/first-screen';
import { withFirstScreen } from './first-screen';

const PAGE =
  '<html><head><title>财经学堂</title></head><body><div id="root"><div class="shell"></div></div></body></html>';

describe('a page with its first screen', () => {
  it('puts the screen before the hidden app root and titles the document', () => {
    const html = withFirstScreen(PAGE, { title: '标题 <b>&', html: '<p>正文</p>' });
    expect(html).toContain('<title>标题 &lt;b&gt;&amp;</title>');
    expect(html).toContain(
      `<style id="${FIRST_SCREEN_STYLE_ID}">#root{display:none}</style><div id="${FIRST_SCREEN_ID}"><p>正文</p></div><div id="root">`,
    );
  });

  it('keeps the app’s title when the screen has none of its own', () => {
    const html = withFirstScreen(PAGE, { html: '<p>列表</p>' });
    expect(html).toContain('<title>财经学堂</title>');
    expect(html).toContain(`<div id="${FIRST_SCREEN_ID}"><p>列表</p></div>`);
  });

  it('lays the hidden app out when the screen asks, so a self-sizing list can draw behind it', () => {
    const html = withFirstScreen(PAGE, { title: 't', html: '<p>x</p>', layoutApp: true });
    expect(html).toContain(
      `<style id="${FIRST_SCREEN_STYLE_ID}">#root{visibility:hidden;position:fixed;inset:0;overflow:hidden}</style>`,
    );
  });

  it('asks for the screen’s picture before anything else the head names', () => {
    const page = PAGE.replace('</head>', '<script type="module" src="/assets/index.js"></script></head>');
    const html = withFirstScreen(page, {
      title: 't',
      html: '<img src="/media/a.svg">',
      image: '/media/a.svg?x="1"',
    });
    expect(html).toContain(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/media/a.svg?x=&quot;1&quot;"><title>',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
    expect(withFirstScreen(PAGE, { title: 't', html: '<p>x</p>' })).not.toContain('rel="preload"');
  });

  it('has the app’s code asked for by the boot script once the first screen has painted', () => {
    const built = PAGE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/page-c3.js"></head>',
    );
    const html = withFirstScreen(built, { title: 't', html: '<p>x</p>' });
    expect(html).toContain(
      `<script type="module" src="${FIRST_SCREEN_BOOT_PATH}" data-app-entry="/assets/index-a1.js" ` +
        `data-wait-ms="${FIRST_SCREEN_CODE_WAIT_MS}" data-deferred-rel="${DEFERRED_MODULEPRELOAD_REL}" ` +
        `data-referral-items="parentMemberId,crmUserId"></script>`,
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<link rel="${DEFERRED_MODULEPRELOAD_REL}" crossorigin href="/assets/runtime-b2.js">`,
    );
    expect(html).toContain(
      `<link rel="${DEFERRED_MODULEPRELOAD_REL}" crossorigin fetchpriority="low" href="/assets/page-c3.js">`,
    );
  });

  it('names, on a members-only page, where the session is kept and which elements a visitor drops', () => {
    const built = PAGE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-a1.js"></script></head>',
    );
    const members = withFirstScreen(built, { html: '<p>x</p>', membersOnly: true });
    expect(members).toContain(
      `data-members-only="token" data-screen-ids="${FIRST_SCREEN_ID},${FIRST_SCREEN_STYLE_ID}"></script>`,
    );
    expect(withFirstScreen(built, { html: '<p>x</p>' })).not.toContain('data-members-only');
  });

  it('sends the answers as one JSON data element whose text no answer can end', () => {
    const body = JSON.stringify({ code: 200, data: { title: '</script><script>steal()</script> & $1' } });
    const html = withFirstScreen(PAGE, {
      html: '<p>x</p>',
      answers: new Map([['/api/a?x=1', body]]),
    });
    const text = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`).exec(
      html,
    )?.[1];
    expect(text).not.toContain('<');
    expect(JSON.parse(text ?? '')).toEqual({ '/api/a?x=1': JSON.parse(body) });
    expect(html.indexOf(FIRST_ANSWERS_ID)).toBeLessThan(html.indexOf('<div id="root">'));
    expect(withFirstScreen(PAGE, { html: '<p>x</p>', answers: new Map() })).not.toContain(FIRST_ANSWERS_ID);
  });

  it('keeps dollar signs of the text as they are', () => {
    const html = withFirstScreen(PAGE, { title: "$& $1 $'", html: "<p>收益 $& $` $' $$</p>" });
    expect(html).toContain('<title>$&amp; $1 $&#39;</title>');
    expect(html).toContain("<p>收益 $& $` $' $$</p>");
  });

  it('leaves a page without the app root as it is', () => {
    expect(withFirstScreen('<html></html>', { title: 't', html: '<p>x</p>' })).toBe('<html></html>');
  });
});
