import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { productFields } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { EditActions } from '../../ui/edit-actions.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { ProductFields } from './product-fields.tsx';
import { PRODUCT_FIELDS, productValuesOf } from './product-values.ts';
import type { Product } from './types.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

/** A product's fields with Update, and Delete (after confirmation, then back to the list). */
export function ProductForm({ product }: { product: Product }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Saved changes arrive as a new product and replace the values; other reloads (a new image) keep what is being typed.
  const form = useSchemaForm(productFields, { values: productValuesOf(product) });

  const showKey = trpc.product.show.queryKey({ id: product.id });
  const update = useMutation(
    trpc.product.update.mutationOptions(
      saving(
        t`Successfully updated`,
        [showKey, trpc.product.list.pathKey()],
        undefined,
        fieldErrorTarget(form.setError, PRODUCT_FIELDS),
      ),
    ),
  );
  const remove = useMutation(
    trpc.product.delete.mutationOptions(
      saving(t`Successfully deleted`, [trpc.product.list.pathKey()], async () => {
        await navigate({ to: '/dashboard' });
        queryClient.removeQueries({ queryKey: showKey });
      }),
    ),
  );
  const submit = form.handleSubmit((values) => update.mutate({ id: product.id, ...values }));

  return (
    <Card className="space-y-6 p-6">
      <ProductFields form={form} />
      <EditActions
        onDelete={() => confirm.ask(() => remove.mutate({ id: product.id }))}
        deleting={remove.isPending}
        onUpdate={() => void submit()}
        updating={update.isPending}
      />
      {confirm.dialog}
    </Card>
  );
}
