import { fromParams, type RestRoute } from '../../rest/route-table.ts';

export const pageRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/page/:link', procedure: 'page.byLink', access: 'public', summary: 'A page with its texts, images and parts', input: fromParams },
];
