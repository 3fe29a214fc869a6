import { fromMultipart, fromParams, fromParamsAndBody, withImagePath, type RestRoute } from '../../rest/route-table.ts';

export const pageRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/page/:link', procedure: 'page.byLink', access: 'public', summary: 'A page with its texts, images and parts', input: fromParams },
  { method: 'PATCH', path: '/page/:link', procedure: 'page.update', access: 'admin', summary: "Update a page's texts", input: fromParamsAndBody },
  { method: 'POST', path: '/page/:link/image/add', procedure: 'page.addImage', access: 'admin', summary: 'Add an image to a page', multipart: true, input: fromMultipart },
  { method: 'DELETE', path: '/page/:link/image/delete', procedure: 'page.deleteImage', access: 'admin', summary: 'Remove an image of a page', input: withImagePath },
  {
    method: 'POST',
    path: '/page/page-part/:link',
    procedure: 'page.addPart',
    access: 'admin',
    summary: 'Add a part (image and descriptions) to a page',
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
  },
  { method: 'PATCH', path: '/page/page-part/:id', procedure: 'page.updatePart', access: 'admin', summary: "Update a page part's descriptions", input: fromParamsAndBody },
  { method: 'DELETE', path: '/page/page-part/:id/:pageId', procedure: 'page.deletePart', access: 'admin', summary: 'Delete a page part', input: fromParams },
  { method: 'POST', path: '/page/page-part/:id/image/add', procedure: 'page.setPartImage', access: 'admin', summary: "Replace a page part's image", multipart: true, input: fromMultipart },
];
