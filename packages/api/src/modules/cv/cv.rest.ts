import { z } from 'zod';
import {
  CV_DOCUMENT_TYPES,
  CV_KINDS_TEXT,
  CV_MAX_FILES,
  cvApplicationFields,
  applicationInboxFields,
} from '@tp/schemas';
import { okAnswer, recordKey, timestamp } from '../../rest/openapi/response-fields.ts';
import {
  fileRoute,
  fromMultipart,
  fromParams,
  fromParamsAndBody,
  restRoute,
  type RestRoute,
} from '../../rest/route-table.ts';
import { openCvFile } from './cv.service.ts';

const cvFile = z
  .object({
    id: recordKey,
    application_id: recordKey,
    original_name: z.string(),
    mime_type: z.string().meta({ examples: Object.values(CV_DOCUMENT_TYPES) }),
    size: z.number().int().nonnegative().meta({ description: 'In bytes' }),
  })
  .meta({ id: 'CvFile', description: 'A file of an application; GET /cv-files/{id} downloads it' });

const cvApplication = z
  .object({
    id: recordKey,
    ...cvApplicationFields.pick({ first_name: true, last_name: true, email: true, lang: true }).shape,
    ...applicationInboxFields.shape,
    created_at: timestamp,
    files: z.array(cvFile),
  })
  .meta({ id: 'CvApplication' });

export const cvRestRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/cv',
    procedure: 'cv.create',
    access: 'public',
    summary: `Send a job application: names, e-mail and up to ${CV_MAX_FILES} files (${CV_KINDS_TEXT})`,
    multipart: true,
    fileTypes: Object.values(CV_DOCUMENT_TYPES),
    successStatus: 201,
    input: fromMultipart,
    output: cvApplication,
    errorStatuses: [403],
  }),
  restRoute({
    method: 'GET',
    path: '/cv',
    procedure: 'cv.list',
    access: 'admin',
    summary: 'Every job application with its files, newest first',
    output: z.array(cvApplication),
  }),
  restRoute({
    method: 'PATCH',
    path: '/cv/:id',
    procedure: 'cv.update',
    access: 'admin',
    summary: 'Set the status or the note of a job application (the field not sent is kept)',
    input: fromParamsAndBody,
    output: cvApplication,
  }),
  restRoute({
    method: 'DELETE',
    path: '/cv/:id',
    procedure: 'cv.delete',
    access: 'admin',
    summary: 'Delete a job application and its files',
    input: fromParams,
    output: okAnswer,
  }),
  fileRoute({
    method: 'GET',
    path: '/cv-files/:id',
    procedure: 'cv.file',
    access: 'admin',
    summary: 'Download a file of a job application under its original name',
    input: fromParams,
    file: {
      types: Object.values(CV_DOCUMENT_TYPES),
      operationId: 'cvFileDownload',
      description: 'The file',
      // CV files are private: only the administrator gets them, never kept by a cache on the way.
      answer: async (file, ctx) => ({
        type: file.mime_type,
        fileName: file.original_name,
        body: await openCvFile(ctx, file.stored_name),
        cacheControl: 'private, no-store',
      }),
    },
  }),
];
