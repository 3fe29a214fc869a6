import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { ProductFields } from './product-fields.tsx';
import { isProductValid, productInput, productValuesOf } from './product-values.ts';
import type { Product } from './types.ts';

/** A product's fields with Update, and Delete (after confirmation, then back to the list). */
export function ProductForm({ product }: { product: Product }) {
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => productValuesOf(product));
  const [checked, setChecked] = useState(false);
  // Saved changes arrive as a new product; other reloads (a new image) keep what is being typed.
  const { title, description, type, model, power, lang, category_id } = product;
  useEffect(() => setValues(productValuesOf(product)), [title, description, type, model, power, lang, category_id]);

  const showKey = trpc.product.show.queryKey({ id: product.id });
  const update = useMutation(trpc.product.update.mutationOptions(saving(t`Successfully updated`, [showKey, trpc.product.list.pathKey()])));
  const remove = useMutation(
    trpc.product.delete.mutationOptions(
      saving(t`Successfully deleted`, [trpc.product.list.pathKey()], async () => {
        await navigate({ to: '/dashboard' });
        queryClient.removeQueries({ queryKey: showKey });
      }),
    ),
  );

  const submit = () => {
    setChecked(true);
    if (isProductValid(values)) update.mutate({ id: product.id, ...productInput(values) });
  };

  return (
    <Card className="space-y-6 p-6">
      <ProductFields values={values} onChange={setValues} showProblems={checked} />
      <div className="flex justify-end gap-2">
        <Button variant="danger" busy={remove.isPending} onClick={() => confirm.ask(() => remove.mutate({ id: product.id }))}>
          <Trans>Delete</Trans>
        </Button>
        <Button busy={update.isPending} onClick={submit}>
          <Trans>Update</Trans>
        </Button>
      </div>
      {confirm.dialog}
    </Card>
  );
}
