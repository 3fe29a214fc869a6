import { uploadedImage } from '../../lib/uploaded-image.ts';

/** One image centred at 80 % width; two or more in two columns. */
export function ImageGallery({ images, alt = '' }: { images: string[]; alt?: string }) {
  if (images.length === 0) return null;
  if (images.length === 1) {
    return (
      <img
        {...uploadedImage(images[0]!, '(min-width: 1280px) 60rem, 80vw')}
        alt={alt}
        className="mx-auto w-4/5 rounded-(--radius-card) object-cover shadow-(--shadow-card)"
        loading="lazy"
      />
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {images.map((image) => (
        <img
          key={image}
          {...uploadedImage(image, '(min-width: 1280px) 38rem, (min-width: 640px) 50vw, 100vw')}
          alt={alt}
          className="aspect-[3/2] w-full rounded-(--radius-card) object-cover shadow-(--shadow-card)"
          loading="lazy"
        />
      ))}
    </div>
  );
}
