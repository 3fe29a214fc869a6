import { fromMultipart, fromParams, fromParamsAndBody, withImagePath, type RestRoute } from '../../rest/route-table.ts';

export const serviceRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/service', procedure: 'service.list', access: 'public', summary: 'Every service with its images, titles and texts' },
  { method: 'POST', path: '/service', procedure: 'service.create', access: 'admin', summary: 'Create a service (at least one image)', multipart: true, successStatus: 201, input: fromMultipart },
  { method: 'GET', path: '/service/:id', procedure: 'service.byId', access: 'public', summary: 'A service: images, titles and texts', input: fromParams },
  { method: 'PATCH', path: '/service/:id', procedure: 'service.update', access: 'admin', summary: "Update a service's titles and texts", input: fromParamsAndBody },
  { method: 'DELETE', path: '/service/:id', procedure: 'service.delete', access: 'admin', summary: 'Delete a service and its images', input: fromParams },
  { method: 'POST', path: '/service/:id/image/add', procedure: 'service.addImage', access: 'admin', summary: 'Add an image to a service', multipart: true, input: fromMultipart },
  { method: 'DELETE', path: '/service/:id/image/delete', procedure: 'service.deleteImage', access: 'admin', summary: 'Remove an image of a service', input: withImagePath },
];
