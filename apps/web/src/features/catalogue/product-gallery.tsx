import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { imageUrl } from '../../lib/seo.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';

const loadLightbox = () => import('./image-lightbox.tsx');
type LightboxProps = Parameters<Awaited<ReturnType<typeof loadLightbox>>['default']>[0];
/** If the lightbox's code cannot be fetched (offline, a tab older than the site's last update): the image itself. */
function ImageAlone({ images, open }: LightboxProps) {
  useEffect(() => {
    if (open !== null) window.location.assign(imageUrl(images[open]!));
  }, [images, open]);
  return null;
}
const ImageLightbox = lazy<(props: LightboxProps) => ReactNode>(() =>
  loadLightbox().catch(() => ({ default: ImageAlone })),
);
const preloadLightbox = () => void loadLightbox().catch(() => undefined);

/** One image large, several in a grid; any opens a lightbox that pages with the arrow buttons and keys. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  // Once opened, the lightbox stays mounted (closed), so opening it again does not wait for anything.
  const [opened, setOpened] = useState(false);
  if (images.length === 0) return null;
  const show = (index: number) => {
    setOpened(true);
    setOpen((index + images.length) % images.length);
  };
  // The gallery's column: the page's width on a phone, beside the inquiry form from 1024 px (lg) on.
  const sizes = images.length === 1 ? '(min-width: 1024px) 47rem, 100vw' : '(min-width: 1024px) 23rem, 50vw';
  const thumb = (image: string, index: number, className: string) => (
    <button
      key={image}
      type="button"
      onClick={() => show(index)}
      onPointerEnter={preloadLightbox}
      onFocus={preloadLightbox}
      className={`group overflow-hidden rounded-(--radius-card) bg-slate-100 ${className}`}
      aria-label={t`Enlarge image ${index + 1} of ${images.length}`}
    >
      <img
        {...uploadedImage(image, sizes)}
        alt={`${title} – ${index + 1}`}
        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
    </button>
  );
  return (
    <>
      {images.length === 1 ? (
        thumb(images[0]!, 0, 'aspect-[16/9] w-full')
      ) : (
        <div className="grid grid-cols-2 gap-3" data-testid="product-gallery">
          {images.map((image, index) => thumb(image, index, 'aspect-[4/3] w-full'))}
        </div>
      )}
      {/* The lightbox's code comes when a visitor first points at an image, not with the page. */}
      {opened && (
        <Suspense fallback={null}>
          <ImageLightbox images={images} title={title} open={open} show={show} close={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
