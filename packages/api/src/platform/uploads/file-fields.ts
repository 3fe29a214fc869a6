import { z } from 'zod';
import { IMAGES_PER_UPLOAD } from '@tp/schemas';
import { fileSchema } from './form-data-input.ts';

export const SELECT_A_FILE = 'Please select a file first!';

/** The image files of an upload: at least `min`, at most the upload limit. */
export const imageFiles = (min = 1, max = IMAGES_PER_UPLOAD) =>
  z
    .array(fileSchema)
    .min(min, SELECT_A_FILE)
    .max(max, max === 1 ? 'Only one image can be sent here' : `At most ${max} images at once`);

/** Exactly one file (a partner's logo, a property's picture, an import file). */
export const oneFile = z.array(fileSchema).length(1, SELECT_A_FILE);
