import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/table.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { AddPropertyDialog } from './add-property-dialog.tsx';
import { PropertyEditor } from './property-editor.tsx';
import type { Product } from './types.ts';

/** A product's properties: each editable, 'Add property', 'No property' when empty. */
export function ProductProperties({ product }: { product: Product }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const [adding, setAdding] = useState(false);
  const remove = useMutation(
    trpc.product.deleteProperty.mutationOptions(
      saving(t`Successfully deleted`, [trpc.product.show.queryKey({ id: product.id })]),
    ),
  );

  return (
    <section className="space-y-4" aria-labelledby="properties-heading">
      <div className="flex items-center justify-between gap-4">
        <h2 id="properties-heading" className="text-lg font-semibold text-navy-900">
          <Trans>Properties</Trans>
        </h2>
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          <Trans>Add property</Trans>
        </Button>
      </div>
      {product.property.length === 0 ? (
        <EmptyState>
          <Trans>No property</Trans>
        </EmptyState>
      ) : (
        product.property.map((property) => (
          <PropertyEditor
            key={property.id}
            property={property}
            onDelete={() => confirm.ask(() => remove.mutate({ id: property.id }))}
          />
        ))
      )}
      <AddPropertyDialog productId={product.id} open={adding} onOpenChange={setAdding} />
      {confirm.dialog}
    </section>
  );
}
