import { fromMultipart, fromParams, fromParamsAndBody, withImagePath, type RestRoute } from '../../rest/route-table.ts';

export const spareRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/spare', procedure: 'spare.list', access: 'public', summary: 'Every spare group with its images, titles and texts (parts come with GET /spare/{id})' },
  { method: 'POST', path: '/spare', procedure: 'spare.create', access: 'admin', summary: 'Create a spare group with images', multipart: true, successStatus: 201, input: fromMultipart },
  { method: 'GET', path: '/spare/:id', procedure: 'spare.byId', access: 'public', summary: 'A spare group with its parts', input: fromParams },
  { method: 'PATCH', path: '/spare/:id', procedure: 'spare.update', access: 'admin', summary: "Update a group's titles and texts", input: fromParamsAndBody },
  { method: 'DELETE', path: '/spare/:id', procedure: 'spare.delete', access: 'admin', summary: 'Delete a group with its parts and images', input: fromParams },
  { method: 'POST', path: '/spare/:id/image/add', procedure: 'spare.addImage', access: 'admin', summary: 'Add an image to a group', multipart: true, input: fromMultipart },
  { method: 'DELETE', path: '/spare/:id/image/delete', procedure: 'spare.deleteImage', access: 'admin', summary: 'Remove an image of a group', input: withImagePath },
  { method: 'POST', path: '/spare/:id/part', procedure: 'spare.createPart', access: 'admin', summary: 'Add a part to a group', successStatus: 201, input: fromParamsAndBody },
  { method: 'PATCH', path: '/spare/:id/part/:partId', procedure: 'spare.updatePart', access: 'admin', summary: 'Update a part', input: fromParamsAndBody },
  { method: 'DELETE', path: '/spare/:id/part/:partId', procedure: 'spare.deletePart', access: 'admin', summary: 'Delete a part', input: fromParams },
  { method: 'POST', path: '/spare/:id/import', procedure: 'spare.importParts', access: 'admin', summary: 'Import parts from XLSX or CSV (preview=true reports, preview=false applies)', multipart: true, input: fromMultipart },
];
