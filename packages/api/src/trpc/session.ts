/**
 * Who is calling a management procedure: a browser sign-in or an API token of an account. Its own file, so the
 * services that create sessions and tokens (auth) and those that act for one (activity, API tokens) share the type
 * without importing each other.
 */
export interface AdminSession {
  accountId: number;
  tokenId: number;
  login: string;
  /** A browser sign-in or an API token; the activity log names a token by its name. */
  kind: 'session' | 'api';
  tokenName: string;
}
