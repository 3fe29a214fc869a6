import type { Role, UserLanguage } from '@tp/schemas';

/**
 * Who is calling a management procedure: a browser sign-in or an API token of a user. Its own file, so the
 * services that create sessions and tokens (auth) and those that act for one (activity, API tokens, users) share
 * the type without importing each other.
 */
export interface AdminSession {
  userId: number;
  tokenId: number;
  login: string;
  /** The user's display name ('' when they gave none). */
  name: string;
  /** What the call may do: the user's role, or the token's own lower one. */
  role: Role;
  /** A browser sign-in or an API token; the activity log names a token by its name beside its user. */
  kind: 'session' | 'api';
  tokenName: string;
  /** A session of a user whose role requires a second factor they have not set up: it may only set one up. */
  setupOnly: boolean;
  /** The language of the user's mails: the dashboard's language they last used. */
  language: UserLanguage;
}
