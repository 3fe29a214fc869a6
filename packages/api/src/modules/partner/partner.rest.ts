import { fromMultipart, fromParams, fromQuery, type RestRoute } from '../../rest/route-table.ts';

export const partnerRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/partner', procedure: 'partner.list', access: 'public', summary: 'Partners with their text in one language (?lang=de)', input: fromQuery },
  { method: 'GET', path: '/partner/all', procedure: 'partner.all', access: 'admin', summary: 'Partners with their texts in every language' },
  { method: 'GET', path: '/partner/show/:id', procedure: 'partner.show', access: 'admin', summary: 'One partner', input: fromParams },
  { method: 'POST', path: '/partner', procedure: 'partner.create', access: 'admin', summary: 'Create a partner (one image, texts)', multipart: true, successStatus: 201, input: fromMultipart },
  { method: 'PATCH', path: '/partner/:id', procedure: 'partner.update', access: 'admin', summary: 'Update a partner; a new image replaces the old one', multipart: true, input: fromMultipart },
  { method: 'DELETE', path: '/partner/:id', procedure: 'partner.delete', access: 'admin', summary: 'Delete a partner and its image', input: fromParams },
];
