import { IMAGE_MAX_DIMENSION, IMAGE_WIDTHS } from '@tp/schemas/limits';
import { imageUrl, sizedImageUrl, uploadedPath } from './seo.ts';

/**
 * `src`, `srcSet` and `sizes` of an uploaded picture: the browser fetches the smallest of its sizes that fills
 * `sizes` (the picture's width in the layout) at the screen's density, so a phone does not download 2,400 px.
 */
export function uploadedImage(path: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const src = imageUrl(path);
  const relative = uploadedPath(path);
  if (!relative) return { src };
  const sized = IMAGE_WIDTHS.map((width) => `${sizedImageUrl(relative, width)} ${width}w`);
  // The stored picture is at most IMAGE_MAX_DIMENSION wide: the candidate for screens wider than the largest size.
  return { src, srcSet: [...sized, `${src} ${IMAGE_MAX_DIMENSION}w`].join(', '), sizes };
}
