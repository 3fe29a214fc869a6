import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { productFields } from '@tp/schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { ProductFields } from './product-fields.tsx';
import { PRODUCT_FIELDS, productValuesOf } from './product-values.ts';
import type { Product } from './types.ts';

/** A product's fields with Update, and Delete (after confirmation, then back to the list). */
export function ProductForm({ product }: { product: Product }) {
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Saved changes arrive as a new product and replace the values; other reloads (a new image) keep what is being typed.
  const form = useForm<z.input<typeof productFields>, unknown, z.output<typeof productFields>>({ resolver: zodResolver(productFields), values: productValuesOf(product) });

  const showKey = trpc.product.show.queryKey({ id: product.id });
  const update = useMutation(
    trpc.product.update.mutationOptions(saving(t`Successfully updated`, [showKey, trpc.product.list.pathKey()], undefined, fieldErrorTarget(form.setError, PRODUCT_FIELDS))),
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
      <div className="flex justify-end gap-2">
        <Button variant="danger" busy={remove.isPending} onClick={() => confirm.ask(() => remove.mutate({ id: product.id }))}>
          <Trans>Delete</Trans>
        </Button>
        <Button busy={update.isPending} onClick={() => void submit()}>
          <Trans>Update</Trans>
        </Button>
      </div>
      {confirm.dialog}
    </Card>
  );
}
