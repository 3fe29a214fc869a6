import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { AddProductDialog } from '../catalogue-admin/add-product-dialog.tsx';
import { CategoryFilter } from '../catalogue-admin/category-filter.tsx';
import { ListStatus } from '../catalogue-admin/list-status.tsx';
import { ProductGrid } from '../catalogue-admin/product-grid.tsx';
import { Screen } from './screen.tsx';

/**
 * The dashboard's start screen (also shown for unknown dashboard addresses, where no loader ran):
 * products of every language, filtered by category, and 'Add product'.
 */
export function ProductsOverview() {
  const trpc = useTRPC();
  const [category, setCategory] = useState<number>();
  const [adding, setAdding] = useState(false);
  const categories = useQuery(trpc.category.list.queryOptions());
  const products = useQuery({
    ...trpc.product.listAll.queryOptions(category === undefined ? {} : { category }),
    placeholderData: keepPreviousData,
  });

  return (
    <Screen
      title={<Trans>Products</Trans>}
      actions={
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          <Trans>Add product</Trans>
        </Button>
      }
    >
      <div className="space-y-6">
        {categories.data && <CategoryFilter categories={categories.data} selected={category} onSelect={setCategory} />}
        {products.data ? <ProductGrid products={products.data} /> : <ListStatus failed={products.isError} />}
      </div>
      <AddProductDialog open={adding} onOpenChange={setAdding} />
    </Screen>
  );
}
