import { z } from 'zod';
import { imagePathInput, illustratedFields } from '@tp/schemas';
import { imagePaths, okAnswer, recordKey } from '../../rest/openapi/response-fields.ts';
import {
  fromMultipart,
  fromParams,
  fromParamsAndBody,
  restRoute,
  withImagePath,
  type RestRoute,
} from '../../rest/route-table.ts';

const service = z
  .object({ id: recordKey, ...illustratedFields.shape, hidden: z.boolean(), images: imagePaths })
  .meta({ id: 'Service' });

export const serviceRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/service',
    procedure: 'service.list',
    access: 'public',
    summary: 'Every service with its images, titles and texts',
    output: z.array(service),
  }),
  restRoute({
    method: 'POST',
    path: '/service',
    procedure: 'service.create',
    access: 'admin',
    summary: 'Create a service (at least one image)',
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
    output: service,
  }),
  restRoute({
    method: 'GET',
    path: '/service/:id',
    procedure: 'service.byId',
    access: 'public',
    summary: 'A service: images, titles and texts (not found while it is hidden)',
    input: fromParams,
    output: service,
  }),
  restRoute({
    method: 'GET',
    path: '/service/all',
    procedure: 'service.listAll',
    access: 'admin',
    summary: 'Every service, hidden ones too (GET /service lists what visitors see)',
    output: z.array(service),
  }),
  restRoute({
    method: 'GET',
    path: '/service/show/:id',
    procedure: 'service.show',
    access: 'admin',
    summary: 'A service, hidden or not (GET /service/{id} is not found while it is hidden)',
    input: fromParams,
    output: service,
  }),
  restRoute({
    method: 'PATCH',
    path: '/service/:id',
    procedure: 'service.update',
    access: 'admin',
    summary: "Update a service's titles and texts, or hide or show it",
    input: fromParamsAndBody,
    output: service,
  }),
  restRoute({
    method: 'DELETE',
    path: '/service/:id',
    procedure: 'service.delete',
    access: 'admin',
    summary: 'Delete a service and its images',
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'POST',
    path: '/service/:id/image/add',
    procedure: 'service.addImage',
    access: 'admin',
    summary: 'Add an image to a service',
    multipart: true,
    input: fromMultipart,
    output: service,
  }),
  restRoute({
    method: 'DELETE',
    path: '/service/:id/image/delete',
    procedure: 'service.deleteImage',
    access: 'admin',
    summary: 'Remove an image of a service',
    input: withImagePath,
    query: imagePathInput.partial(),
    output: service,
  }),
];
