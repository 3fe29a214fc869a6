import { fromBody, fromParams, type RestRoute } from '../../rest/route-table.ts';

export const authRestRoutes: RestRoute[] = [
  { method: 'POST', path: '/auth/login', procedure: 'auth.login', access: 'public', summary: 'Sign in; returns an access token', input: fromBody },
  { method: 'POST', path: '/auth/me', procedure: 'auth.me', access: 'admin', summary: 'The signed-in login' },
  { method: 'PATCH', path: '/auth/login', procedure: 'auth.changeLogin', access: 'admin', summary: 'Change the login', input: fromBody },
  { method: 'PATCH', path: '/auth/password', procedure: 'auth.changePassword', access: 'admin', summary: 'Change the password; revokes every token', input: fromBody },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', access: 'admin', summary: 'Revoke the current token' },
  { method: 'GET', path: '/auth/tokens', procedure: 'auth.apiTokens', access: 'admin', summary: 'Live API tokens (names and dates, never secrets)' },
  { method: 'POST', path: '/auth/tokens', procedure: 'auth.createApiToken', access: 'admin', summary: 'Create an API token; its secret is returned once', successStatus: 201, input: fromBody },
  { method: 'DELETE', path: '/auth/tokens/:id', procedure: 'auth.revokeApiToken', access: 'admin', summary: 'Revoke an API token', input: fromParams },
];
