import type { RestRoute } from '../../rest/route-table.ts';

export const navbarRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/component/navbar', procedure: 'navbar.get', access: 'public', summary: 'Partner count, services and spare groups for the menu' },
];
