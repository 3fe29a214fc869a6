/**
 * The secret of a link from a mail (an invitation, a password reset): after `#` in the address, so that it never
 * reaches a server's log or another site's Referer. Read once in the browser.
 */
export function linkTokenFromAddress(): string {
  if (typeof window === 'undefined') return '';
  return window.location.hash.replace(/^#/, '');
}
