import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { productFields } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { DraftBanner } from '../drafts/draft-banner.tsx';
import { DraftEditActions } from '../drafts/draft-edit-actions.tsx';
import { useDraftOf, useDraftSaving } from '../drafts/use-draft.ts';
import { ProductFields } from './product-fields.tsx';
import { PRODUCT_FIELDS, productValuesOf } from './product-values.ts';
import type { Product } from './types.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

/**
 * A product's fields with Update, Save as draft, and Delete (after confirmation, then back to the list). With a draft,
 * the form shows and saves the draft (DraftBanner publishes or discards it).
 */
export function ProductForm({ product }: { product: Product }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = product.id;
  const draft = useDraftOf('product', id);
  // Saved changes arrive as a new product (or draft) and replace the values; other reloads (a new image) keep what is
  // being typed. A draft's values are the product's fields with the draft's changes: the same fields.
  const shown = draft ? { ...product, ...draft.values } : product;
  const form = useSchemaForm(productFields, { values: productValuesOf(shown) });

  const showKey = trpc.product.show.queryKey({ id });
  const reload = [showKey, trpc.product.pathKey()];
  const target = fieldErrorTarget(form.setError, PRODUCT_FIELDS);
  const update = useMutation(
    trpc.product.update.mutationOptions(saving(t`Successfully updated`, reload, undefined, target)),
  );
  const { actions, saveDraft } = useDraftSaving({
    entity: 'product',
    id,
    draft,
    form,
    fields: PRODUCT_FIELDS,
    reload,
    target,
  });
  const remove = useMutation(
    trpc.product.delete.mutationOptions(
      saving(t`Successfully deleted`, [trpc.product.pathKey()], async () => {
        await navigate({ to: '/dashboard' });
        queryClient.removeQueries({ queryKey: showKey });
      }),
    ),
  );
  const submit = form.handleSubmit((values) => update.mutate({ id: product.id, ...values }));

  return (
    <Card className="space-y-6 p-6">
      <DraftBanner entity="product" id={id} draft={draft} actions={actions} />
      <ProductFields form={form} />
      <DraftEditActions
        draft={draft}
        onDelete={() => confirm.ask(() => remove.mutate({ id }))}
        deleting={remove.isPending}
        onUpdate={() => void submit()}
        updating={update.isPending}
        onSaveDraft={() => void saveDraft()}
        savingDraft={actions.save.isPending}
      />
      {confirm.dialog}
    </Card>
  );
}
