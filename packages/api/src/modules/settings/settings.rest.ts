import { fromBody, type RestRoute } from '../../rest/route-table.ts';

export const settingsRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/settings', procedure: 'settings.get', access: 'public', summary: 'Phone, e-mail, address and footer text' },
  { method: 'PATCH', path: '/settings', procedure: 'settings.update', access: 'admin', summary: 'Update the contact settings', input: fromBody },
];
