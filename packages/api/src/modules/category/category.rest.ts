import { fromBody, fromParams, fromParamsAndBody, fromQuery, type RestRoute } from '../../rest/route-table.ts';

export const categoryRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/category', procedure: 'category.list', access: 'public', summary: "Categories of one language (?lang=DE), or every language's", input: fromQuery },
  { method: 'POST', path: '/category', procedure: 'category.create', access: 'admin', summary: 'Create a category', successStatus: 201, input: fromBody },
  { method: 'PATCH', path: '/category/:id', procedure: 'category.update', access: 'admin', summary: 'Rename a category or change its language', input: fromParamsAndBody },
  { method: 'DELETE', path: '/category/:id', procedure: 'category.delete', access: 'admin', summary: 'Delete a category; its products become uncategorised', input: fromParams },
];
