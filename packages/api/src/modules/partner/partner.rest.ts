import { z } from 'zod';
import { partnerFields, partnerListInput, richText } from '@tp/schemas';
import { okAnswer, recordKey, storedImagePath } from '../../rest/openapi/response-fields.ts';
import { fromMultipart, fromParams, fromQuery, restRoute, type RestRoute } from '../../rest/route-table.ts';

const partner = z.object({ id: recordKey, image_id: storedImagePath, ...partnerFields.shape }).meta({ id: 'Partner' });
const partnerInLanguage = z
  .object({ id: recordKey, image_id: storedImagePath, text: richText })
  .meta({ id: 'PartnerInLanguage' });

export const partnerRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/partner',
    procedure: 'partner.list',
    access: 'public',
    summary: 'Partners with their text in one language (?lang=de)',
    input: fromQuery,
    query: partnerListInput.unwrap(),
    output: z.array(partnerInLanguage),
  }),
  restRoute({
    method: 'GET',
    path: '/partner/all',
    procedure: 'partner.all',
    access: 'admin',
    summary: 'Partners with their texts in every language',
    output: z.array(partner),
  }),
  restRoute({
    method: 'GET',
    path: '/partner/show/:id',
    procedure: 'partner.show',
    access: 'admin',
    summary: 'One partner',
    input: fromParams,
    output: partner,
  }),
  restRoute({
    method: 'POST',
    path: '/partner',
    procedure: 'partner.create',
    access: 'admin',
    summary: 'Create a partner (one image, texts)',
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
    output: partner,
  }),
  restRoute({
    method: 'PATCH',
    path: '/partner/:id',
    procedure: 'partner.update',
    access: 'admin',
    summary: 'Update a partner; a new image replaces the old one',
    multipart: true,
    input: fromMultipart,
    output: partner,
  }),
  restRoute({
    method: 'DELETE',
    path: '/partner/:id',
    procedure: 'partner.delete',
    access: 'admin',
    summary: 'Delete a partner and its image',
    input: fromParams,
    output: okAnswer,
  }),
];
