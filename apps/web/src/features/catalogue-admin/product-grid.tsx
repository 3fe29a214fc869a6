import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../../ui/table.tsx';
import { ProductCard } from './product-card.tsx';
import type { ProductSummary } from './types.ts';

/** The product cards, or 'No item'. */
export function ProductGrid({ products }: { products: ProductSummary[] }) {
  if (products.length === 0) {
    return (
      <EmptyState>
        <Trans>No item</Trans>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
