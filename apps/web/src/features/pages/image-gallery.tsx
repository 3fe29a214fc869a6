import { imageUrl } from '../../lib/seo.ts';

/** One image centred at 80 % width; two or more in two columns. */
export function ImageGallery({ images, alt = '' }: { images: string[]; alt?: string }) {
  if (images.length === 0) return null;
  if (images.length === 1) {
    return <img src={imageUrl(images[0]!)} alt={alt} className="mx-auto w-4/5 rounded-(--radius-card) object-cover shadow-(--shadow-card)" loading="lazy" />;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {images.map((image) => (
        <img key={image} src={imageUrl(image)} alt={alt} className="aspect-[3/2] w-full rounded-(--radius-card) object-cover shadow-(--shadow-card)" loading="lazy" />
      ))}
    </div>
  );
}
