import type { LinkAttributes } from '@lexical/link';

// The link addresses the editor accepts: the schemes the server keeps (sanitize-rich-text.ts) and paths of this site.

const WEB = /^https?:\/\/[^\s/?#]+/i;
const MAIL_TO = /^mailto:[^\s@]+@\S+$/i;
const TEL = /^tel:\+?[\d\s()./-]{3,}$/i;
const SITE_PATH = /^\/(?!\/)\S*$/;
const E_MAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const BARE_DOMAIN = /^[\p{L}\d-]+(\.[\p{L}\d-]+)*\.\p{L}{2,}(:\d+)?([/?#]\S*)?$/u;

/**
 * The address to store for what the user typed, or null when it is not a link we accept:
 * https://, http://, mailto:, tel: and site paths (/imprint) as typed; a bare domain (example.com/page) gets
 * `https://`, a bare e-mail address `mailto:`.
 */
export function normalizeLinkUrl(input: string): string | null {
  const url = input.trim();
  if (TEL.test(url)) return url.replace(/\s+/g, '');
  if (/\s/.test(url)) return null;
  if (WEB.test(url) || MAIL_TO.test(url) || SITE_PATH.test(url)) return url;
  if (E_MAIL.test(url)) return `mailto:${url}`;
  if (BARE_DOMAIN.test(url)) return `https://${url}`;
  return null;
}

/** Whether an address is accepted exactly as it is (for links pasted onto selected text). */
export function isAcceptedLinkUrl(url: string): boolean {
  return normalizeLinkUrl(url) === url;
}

/** Attributes of new links: no `rel`, which Lexical would otherwise set to `noreferrer` (the server adds one where needed). */
export const LINK_ATTRIBUTES: LinkAttributes = { rel: null };
