import { fromBody, type RestRoute } from '../../rest/route-table.ts';

export const authRestRoutes: RestRoute[] = [
  { method: 'POST', path: '/auth/login', procedure: 'auth.login', access: 'public', summary: 'Sign in; returns an access token', input: fromBody },
  { method: 'POST', path: '/auth/me', procedure: 'auth.me', access: 'admin', summary: 'The signed-in login' },
  { method: 'PATCH', path: '/auth/login', procedure: 'auth.changeLogin', access: 'admin', summary: 'Change the login', input: fromBody },
  { method: 'PATCH', path: '/auth/password', procedure: 'auth.changePassword', access: 'admin', summary: 'Change the password; revokes every token', input: fromBody },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', access: 'admin', summary: 'Revoke the current token' },
];
