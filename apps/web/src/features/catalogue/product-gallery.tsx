import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { imageUrl } from '../../lib/seo.ts';
import { Dialog } from '../../ui/dialog.tsx';

/** One image large, several in a grid; any opens a lightbox that pages with the arrow buttons and keys. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const show = (index: number) => setOpen((index + images.length) % images.length);
  const thumb = (image: string, index: number, className: string) => (
    <button key={image} type="button" onClick={() => setOpen(index)} className={`group overflow-hidden rounded-(--radius-card) bg-slate-100 ${className}`} aria-label={t`Enlarge image ${index + 1} of ${images.length}`}>
      <img src={imageUrl(image)} alt={`${title} – ${index + 1}`} className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} />
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
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={title} size="lg">
        {open !== null && (
          <div
            className="space-y-4"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') show(open + 1);
              if (event.key === 'ArrowLeft') show(open - 1);
            }}
          >
            <img src={imageUrl(images[open]!)} alt={`${title} – ${open + 1}`} className="max-h-[70dvh] w-full rounded-lg object-contain" />
            {images.length > 1 && (
              <div className="flex items-center justify-between">
                <button type="button" onClick={() => show(open - 1)} className="flex size-10 items-center justify-center rounded-full hover:bg-steel-100" aria-label={t`Previous image`}>
                  <ChevronLeft className="size-5" aria-hidden="true" />
                </button>
                <span className="text-sm text-muted">
                  {open + 1} / {images.length}
                </span>
                <button type="button" onClick={() => show(open + 1)} className="flex size-10 items-center justify-center rounded-full hover:bg-steel-100" aria-label={t`Next image`}>
                  <ChevronRight className="size-5" aria-hidden="true" />
                </button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </>
  );
}
