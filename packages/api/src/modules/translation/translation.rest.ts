import {
  translationExportInput,
  translationImportReport,
  translationListInput,
  translationListItem,
  translationSummary,
} from '@tp/schemas';
import { z } from 'zod';
import {
  fileRoute,
  fromBody,
  fromMultipartAndQuery,
  fromQuery,
  restRoute,
  type RestRoute,
} from '../../rest/route-table.ts';
import { SPREADSHEET_TYPES } from '../../platform/spreadsheet-cells.ts';

const XLIFF_TYPE = 'application/xliff+xml';

export const translationRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/translations/summary',
    procedure: 'translation.summary',
    access: 'admin',
    summary: 'How many texts are missing, outdated and current in English and Russian',
    output: translationSummary,
  }),
  restRoute({
    method: 'GET',
    path: '/translations',
    procedure: 'translation.list',
    access: 'admin',
    summary: 'The texts of a language still to translate: missing, outdated, or both (todo, the default)',
    input: fromQuery,
    query: translationListInput,
    output: z.array(translationListItem),
  }),
  restRoute({
    method: 'POST',
    path: '/translations/current',
    procedure: 'translation.markCurrent',
    access: 'admin',
    summary: 'Mark an outdated translation as still right, without changing it',
    input: fromBody,
    output: translationListItem,
  }),
  fileRoute({
    method: 'GET',
    path: '/translations/export',
    procedure: 'translation.export',
    access: 'admin',
    summary:
      'The texts of a language for a translator, as XLIFF 2.0 or XLSX: what is still to do (todo, the default), missing, outdated or all',
    input: fromQuery,
    query: translationExportInput,
    file: {
      types: [XLIFF_TYPE, SPREADSHEET_TYPES.xlsx],
      operationId: 'translationExport',
      description:
        'The file: XLIFF 2.0 (one unit per text) or XLSX (entity, id, field, lang, record, state, source, current, target)',
      answer: (file) => ({
        type: file.mediaType,
        fileName: file.fileName,
        body: Buffer.from(file.base64, 'base64'),
        cacheControl: 'private, no-store',
      }),
    },
  }),
  restRoute({
    method: 'POST',
    path: '/translations/import',
    procedure: 'translation.import',
    access: 'admin',
    summary:
      'Import a translated XLIFF 2.0 or XLSX file (preview=true, the default, reports what would change; preview=false applies it)',
    multipart: true,
    fileTypes: [XLIFF_TYPE, SPREADSHEET_TYPES.xlsx],
    input: fromMultipartAndQuery,
    query: z.object({ lang: translationExportInput.shape.lang, preview: z.enum(['true', 'false']).optional() }),
    output: translationImportReport,
  }),
];
