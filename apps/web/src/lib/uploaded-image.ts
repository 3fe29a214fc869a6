import { IMAGE_WIDTHS } from '@tp/schemas/limits';
import { imageUrl, uploadedPath } from './seo.ts';

/** The widest a stored picture can be (the upload store scales larger ones down). */
const STORED_MAX_WIDTH = 2400;

/**
 * `src`, `srcSet` and `sizes` of an uploaded picture: the browser fetches the smallest of its sizes that fills
 * `sizes` (the picture's width in the layout) at the screen's density, so a phone does not download 2,400 px.
 */
export function uploadedImage(path: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const src = imageUrl(path);
  const relative = uploadedPath(path);
  if (!relative) return { src };
  const sized = IMAGE_WIDTHS.map((width) => `/api/uploads/sized/${width}/${relative} ${width}w`);
  return { src, srcSet: [...sized, `${src} ${STORED_MAX_WIDTH}w`].join(', '), sizes };
}
