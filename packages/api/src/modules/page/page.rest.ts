import { z } from 'zod';
import { imagePathInput, pageFields, pageLink, pagePartFields } from '@tp/schemas';
import { imagePaths, okAnswer, recordKey, storedImagePath, timestamp } from '../../rest/openapi/response-fields.ts';
import {
  fromMultipart,
  fromParams,
  fromParamsAndBody,
  restRoute,
  withImagePath,
  type RestRoute,
} from '../../rest/route-table.ts';

const pagePart = z
  .object({ id: recordKey, page_id: recordKey, image: storedImagePath.nullable(), ...pagePartFields.shape })
  .meta({ id: 'PagePart' });
const page = z
  .object({
    link: z.string(),
    ...pageFields.shape,
    updated_at: timestamp,
    images: imagePaths,
    parts: z.array(pagePart),
  })
  .meta({ id: 'Page' });

/** The procedures take any link and answer 404 for an unknown one; the URL names one of the known pages. */
const pageParams = z.object({ link: pageLink });

export const pageRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/page/:link',
    procedure: 'page.byLink',
    access: 'public',
    summary: 'A page with its texts, images and parts',
    input: fromParams,
    params: pageParams,
    output: page,
  }),
  restRoute({
    method: 'PATCH',
    path: '/page/:link',
    procedure: 'page.update',
    access: 'admin',
    summary: "Update a page's texts",
    input: fromParamsAndBody,
    params: pageParams,
    output: page,
  }),
  restRoute({
    method: 'POST',
    path: '/page/:link/image/add',
    procedure: 'page.addImage',
    access: 'admin',
    summary: 'Add an image to a page',
    multipart: true,
    input: fromMultipart,
    params: pageParams,
    output: page,
  }),
  restRoute({
    method: 'DELETE',
    path: '/page/:link/image/delete',
    procedure: 'page.deleteImage',
    access: 'admin',
    summary: 'Remove an image of a page',
    input: withImagePath,
    params: pageParams,
    query: imagePathInput.partial(),
    output: page,
  }),
  restRoute({
    method: 'POST',
    path: '/page/page-part/:link',
    procedure: 'page.addPart',
    access: 'admin',
    summary: 'Add a part (image and descriptions) to a page',
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
    params: pageParams,
    output: pagePart,
  }),
  restRoute({
    method: 'PATCH',
    path: '/page/page-part/:id',
    procedure: 'page.updatePart',
    access: 'admin',
    summary: "Update a page part's descriptions",
    input: fromParamsAndBody,
    output: pagePart,
  }),
  restRoute({
    method: 'DELETE',
    path: '/page/page-part/:id/:pageId',
    procedure: 'page.deletePart',
    access: 'admin',
    summary: 'Delete a page part',
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'POST',
    path: '/page/page-part/:id/image/add',
    procedure: 'page.setPartImage',
    access: 'admin',
    summary: "Replace a page part's image",
    multipart: true,
    input: fromMultipart,
    output: pagePart,
  }),
];
