import { z } from 'zod';
import { CV_KINDS_TEXT, CV_MAX_FILES } from '@tp/schemas';
import { fileSchema } from '../../platform/uploads/form-data-input.ts';

/**
 * The files of an application, as the server reads them from a form (the browser's form checks its own): the schema
 * lives here, not in @tp/schemas, because it is built on the server's upload reading.
 */
export const cvFiles = z
  .array(fileSchema)
  .min(1, `Please attach your CV (${CV_KINDS_TEXT}).`)
  .max(CV_MAX_FILES, `At most ${CV_MAX_FILES} files can be sent.`);
