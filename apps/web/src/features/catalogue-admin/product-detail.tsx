import { useSuspenseQuery } from '@tanstack/react-query';
import { HiddenBadge } from '../dashboard/visibility-field.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { Screen } from '../dashboard/screen.tsx';
import { HistoryButton } from '../history/history-button.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductImages } from './product-images.tsx';
import { ProductProperties } from './product-properties.tsx';

/** The product screen: gallery, fields with Update and Delete, properties. */
export function ProductDetail({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: product } = useSuspenseQuery(trpc.product.show.queryOptions({ id }));
  return (
    <Screen
      title={
        <span className="inline-flex flex-wrap items-center gap-3">
          {product.title}
          {product.hidden && <HiddenBadge />}
        </span>
      }
      actions={<HistoryButton entity="product" id={id} reload={[trpc.product.pathKey(), trpc.navbar.get.queryKey()]} />}
    >
      <div className="space-y-6">
        <ProductImages product={product} />
        <ProductForm product={product} />
        <ProductProperties product={product} />
      </div>
    </Screen>
  );
}
