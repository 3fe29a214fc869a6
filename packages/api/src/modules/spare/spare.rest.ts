import { z } from 'zod';
import { catalogueInput, illustratedFields, imagePathInput, sparePartFields } from '@tp/schemas';
import { imagePaths, okAnswer, recordKey } from '../../rest/openapi/response-fields.ts';
import {
  fromMultipart,
  fromParams,
  fromParamsAndBody,
  restRoute,
  withImagePath,
  fileRoute,
  type RestRoute,
} from '../../rest/route-table.ts';
import { SPREADSHEET_TYPES } from '../../platform/spreadsheet-cells.ts';
import { catalogueCsv, catalogueFileName, catalogueXlsx } from './catalogue-export.ts';

const sparePart = z.object({ id: recordKey, ...sparePartFields.shape }).meta({ id: 'SparePart' });
const spareGroup = z
  .object({ id: recordKey, ...illustratedFields.shape, hidden: z.boolean(), images: imagePaths })
  .meta({ id: 'SpareGroup' });
const spareGroupWithParts = spareGroup.extend({ parts: z.array(sparePart) }).meta({ id: 'SpareGroupWithParts' });

/** A row of the import file, as a spreadsheet numbers it (the header is row 1). */
const fileRow = z.number().int().min(2);
const importReport = z
  .object({
    applied: z.boolean().meta({ description: 'False for a preview: nothing was changed' }),
    add: z.array(sparePartFields.extend({ row: fileRow })),
    change: z.array(
      z.object({
        id: recordKey,
        row: fileRow,
        partnumber: z.string(),
        fields: z.array(sparePartFields.keyof().exclude(['partnumber'])),
        after: sparePartFields,
      }),
    ),
    unchanged: z.number().int().nonnegative(),
    invalid: z.array(z.object({ row: fileRow, partnumber: z.string(), reason: z.string() })),
  })
  .meta({ id: 'PartsImportReport' });

/** A parts list to import: a spreadsheet or a CSV file. */
const PARTS_FILE_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'];

export const spareRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/spare',
    procedure: 'spare.list',
    access: 'public',
    summary: 'Every spare group with its images, titles and texts (parts come with GET /spare/{id})',
    output: z.array(spareGroup),
  }),
  restRoute({
    method: 'POST',
    path: '/spare',
    procedure: 'spare.create',
    access: 'admin',
    summary: 'Create a spare group with images',
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
    output: spareGroup,
  }),
  restRoute({
    method: 'GET',
    path: '/spare/:id',
    procedure: 'spare.byId',
    access: 'public',
    summary: 'A spare group with its parts (not found while it is hidden)',
    input: fromParams,
    output: spareGroupWithParts,
  }),
  restRoute({
    method: 'GET',
    path: '/spare/all',
    procedure: 'spare.listAll',
    access: 'admin',
    summary: 'Every spare group, hidden ones too (GET /spare lists what visitors see)',
    output: z.array(spareGroup),
  }),
  restRoute({
    method: 'GET',
    path: '/spare/show/:id',
    procedure: 'spare.show',
    access: 'admin',
    summary: 'A spare group with its parts, hidden or not (GET /spare/{id} is not found while it is hidden)',
    input: fromParams,
    output: spareGroupWithParts,
  }),
  restRoute({
    method: 'PATCH',
    path: '/spare/:id',
    procedure: 'spare.update',
    access: 'admin',
    summary: "Update a group's titles and texts",
    input: fromParamsAndBody,
    output: spareGroup,
  }),
  restRoute({
    method: 'DELETE',
    path: '/spare/:id',
    procedure: 'spare.delete',
    access: 'admin',
    summary: 'Delete a group with its parts and images',
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'POST',
    path: '/spare/:id/image/add',
    procedure: 'spare.addImage',
    access: 'admin',
    summary: 'Add an image to a group',
    multipart: true,
    input: fromMultipart,
    output: spareGroup,
  }),
  restRoute({
    method: 'DELETE',
    path: '/spare/:id/image/delete',
    procedure: 'spare.deleteImage',
    access: 'admin',
    summary: 'Remove an image of a group',
    input: withImagePath,
    query: imagePathInput.partial(),
    output: spareGroup,
  }),
  restRoute({
    method: 'POST',
    path: '/spare/:id/part',
    procedure: 'spare.createPart',
    access: 'admin',
    summary: 'Add a part to a group',
    successStatus: 201,
    input: fromParamsAndBody,
    output: sparePart,
  }),
  restRoute({
    method: 'PATCH',
    path: '/spare/:id/part/:partId',
    procedure: 'spare.updatePart',
    access: 'admin',
    summary: 'Update a part',
    input: fromParamsAndBody,
    output: sparePart,
  }),
  restRoute({
    method: 'DELETE',
    path: '/spare/:id/part/:partId',
    procedure: 'spare.deletePart',
    access: 'admin',
    summary: 'Delete a part',
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'POST',
    path: '/spare/:id/import',
    procedure: 'spare.importParts',
    access: 'admin',
    summary: 'Import parts from XLSX or CSV (preview=true reports, preview=false applies)',
    multipart: true,
    fileTypes: PARTS_FILE_TYPES,
    input: fromMultipart,
    output: importReport,
  }),
  ...(['csv', 'xlsx'] as const).map((format) =>
    fileRoute({
      method: 'GET',
      path: `/spare/:id/catalogue.${format}`,
      procedure: 'spare.catalogue',
      access: 'public',
      summary: `The parts catalogue of a spare group as ${format.toUpperCase()}, without prices, in one language`,
      input: ({ params, query }) => ({ ...query, id: params.id }),
      query: catalogueInput.pick({ lang: true }),
      file: {
        types: [SPREADSHEET_TYPES[format]],
        operationId: `spareCatalogue${format === 'csv' ? 'Csv' : 'Xlsx'}`,
        description: 'The catalogue file',
        // Made from the live data on each download; caches ask again, as for every public read.
        answer: async (catalogue) => ({
          type: SPREADSHEET_TYPES[format],
          fileName: catalogueFileName(catalogue.title, format),
          body: format === 'csv' ? catalogueCsv(catalogue) : await catalogueXlsx(catalogue),
          cacheControl: 'no-cache',
        }),
      },
    }),
  ),
];
