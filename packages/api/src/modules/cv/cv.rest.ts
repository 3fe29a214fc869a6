import { CV_KINDS_TEXT, CV_MAX_FILES } from '@tp/schemas';
import { fromMultipart, fromParams, type RestRoute } from '../../rest/route-table.ts';

export const cvRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/cv',
    procedure: 'cv.create',
    access: 'public',
    summary: `Send a job application: names, e-mail and up to ${CV_MAX_FILES} files (${CV_KINDS_TEXT})`,
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
  },
  { method: 'GET', path: '/cv', procedure: 'cv.list', access: 'admin', summary: 'Every job application with its files, newest first' },
  { method: 'DELETE', path: '/cv/:id', procedure: 'cv.delete', access: 'admin', summary: 'Delete a job application and its files', input: fromParams },
];
