import sanitizeHtml from 'sanitize-html';

/** Allowlist for article HTML: text formatting, lists, tables, images and links; no scripts, styles or handlers. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'span',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);

/** Where a chat image may come from: the web, our uploads or our media; never data:, javascript: or `..`. */
const CHAT_IMAGE_SRC = /^(https?:\/\/[^\s"'<>]+|\/(uploads|media)\/[A-Za-z0-9._~/-]+)$/;
export const isAllowedImageSrc = (src: string | undefined | null): src is string =>
  typeof src === 'string' && src.length <= 512 && CHAT_IMAGE_SRC.test(src) && !src.includes('..');

/** Allowlist for live-room messages: inline formatting and pictures only (no links, styles or handlers). */
const chatOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'span', 'b', 'strong', 'i', 'em', 'u', 'img'],
  allowedAttributes: { img: ['src', 'alt'] },
  allowedSchemes: ['https', 'http'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Relative URLs pass sanitize-html's scheme check, so pictures are held to our own rule too.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};

export const sanitizeChatHtml = (html: string): string => sanitizeHtml(html, chatOptions).trim();

/**
 * Pictures a live message may show: files served by us (members' uploads, our own media). A picture on
 * another host is fetched by every reader's browser, which tells that host who reads the room and when.
 */
const OWN_IMAGE_SRC = /^\/(uploads|media)\/[A-Za-z0-9._~/-]+$/;
export const isOwnImageSrc = (src: string | undefined | null): src is string =>
  isAllowedImageSrc(src) && OWN_IMAGE_SRC.test(src);

/**
 * A source that names a host: http(s) with or without slashes, or protocol-relative (browsers also take
 * backslashes there). Browsers skip spaces and control characters in URLs, so those go before looking.
 */
const NAMES_A_HOST = /^(?:https?:|(?:[a-z][a-z0-9+.-]*:)?[\\/]{2})/i;
const namesAHost = (src: string): boolean =>
  NAMES_A_HOST.test([...src].filter((c) => c.charCodeAt(0) > 0x20).join(''));

/**
 * Whether chat HTML (as sent, before sanitizing) has a picture on another host. Such a message is refused
 * rather than posted without the picture, so the sender learns why. Pictures with unsafe sources that name no
 * host (data:, javascript:) cannot track anyone and are simply dropped by the sanitizer.
 */
export function hasOffsiteImage(html: string): boolean {
  let offsite = false;
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    // Look at sources as sent: the scheme filter would already have removed the ones we are looking for.
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: true,
    exclusiveFilter: (frame) => {
      const src = frame.attribs.src;
      if (frame.tag === 'img' && src !== undefined && !isOwnImageSrc(src) && namesAHost(src)) offsite = true;
      return false;
    },
  });
  return offsite;
}

/** True when sanitized chat HTML shows nothing: no picture and only whitespace text. */
export const isBlankChatHtml = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\s/g, '')
    .trim() === '';
