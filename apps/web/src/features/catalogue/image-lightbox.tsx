import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { imageUrl } from '../../lib/seo.ts';
import { Dialog } from '../../ui/dialog.tsx';

/** A gallery's image large in a dialog, paged with the arrow buttons and keys. */
export default function ImageLightbox({
  images,
  title,
  open,
  show,
  close,
}: {
  images: string[];
  title: string;
  open: number | null;
  show: (index: number) => void;
  close: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && close()} title={title} size="lg">
      {open !== null && (
        <div
          className="space-y-4"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') show(open + 1);
            if (event.key === 'ArrowLeft') show(open - 1);
          }}
        >
          <img
            src={imageUrl(images[open]!)}
            alt={`${title} – ${open + 1}`}
            className="max-h-[70dvh] w-full rounded-lg object-contain"
          />
          {images.length > 1 && (
            <div className="flex items-center justify-between">
              <button
                type="button"
                onClick={() => show(open - 1)}
                className="flex size-10 items-center justify-center rounded-full hover:bg-steel-100"
                aria-label={t`Previous image`}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <span className="text-sm text-muted">
                {open + 1} / {images.length}
              </span>
              <button
                type="button"
                onClick={() => show(open + 1)}
                className="flex size-10 items-center justify-center rounded-full hover:bg-steel-100"
                aria-label={t`Next image`}
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
