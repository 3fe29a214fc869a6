import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { HiddenBadge } from '../dashboard/visibility-field.tsx';
import { LanguageBadge } from './language-badge.tsx';
import type { ProductSummary } from './types.ts';

/** A product in the dashboard list: its first image (or a neutral block), language and title; opens the product. */
export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <Link
      to="/dashboard/product/$id"
      params={{ id: String(product.id) }}
      data-testid="product-card"
      className="group flex w-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {product.image_id ? (
          <img {...uploadedImage(product.image_id, '20rem')} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageOff className="size-8" aria-hidden="true" />
          </div>
        )}
        <span className="absolute left-2 top-2 flex gap-1.5">
          <LanguageBadge lang={product.lang} />
          {product.hidden && <HiddenBadge />}
        </span>
      </div>
      <p className="p-4 font-semibold text-navy-900 group-hover:text-heat-700">{product.title}</p>
    </Link>
  );
}
