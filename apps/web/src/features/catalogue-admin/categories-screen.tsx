import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/table.tsx';
import { notify } from '../../ui/toast.tsx';
import { Screen } from '../dashboard/screen.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { CategoryCard } from './category-card.tsx';
import { CategoryDialog, NEW_CATEGORY, type CategoryValues } from './category-dialog.tsx';
import type { Category } from './types.ts';

/** Categories of every language: add, edit, delete after confirmation; 'No category' when there are none. */
export function CategoriesScreen() {
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const { data: categories } = useSuspenseQuery(trpc.category.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Category | null>(null);
  // Products show their category, so their lists and pages reload too.
  const reload = [trpc.category.list.pathKey(), trpc.product.list.pathKey(), trpc.product.show.pathKey()];
  const create = useMutation(trpc.category.create.mutationOptions(saving(t`Successfully added`, reload, () => setAdding(false))));
  const update = useMutation(trpc.category.update.mutationOptions(saving(t`Successfully updated`, reload, () => setEditing(false))));
  const remove = useMutation(trpc.category.delete.mutationOptions(saving(t`Successfully deleted`, reload)));

  const saveEdit = (values: CategoryValues) => {
    if (!selected) {
      notify.error(t`Not selected`);
      return;
    }
    update.mutate({ id: selected.id, ...values });
  };

  return (
    <Screen
      title={<Trans>Categories</Trans>}
      actions={
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          <Trans>Add category</Trans>
        </Button>
      }
    >
      {categories.length === 0 ? (
        <EmptyState>
          <Trans>No category</Trans>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard
                category={category}
                onEdit={() => {
                  setSelected(category);
                  setEditing(true);
                }}
                onDelete={() => confirm.ask(() => remove.mutate({ id: category.id }))}
              />
            </li>
          ))}
        </ul>
      )}
      <CategoryDialog open={adding} onOpenChange={setAdding} title={<Trans>Add category</Trans>} submitLabel={<Trans>Add</Trans>} initial={NEW_CATEGORY} busy={create.isPending} onSubmit={(values) => create.mutate(values)} />
      <CategoryDialog
        open={editing}
        onOpenChange={setEditing}
        title={<Trans>Edit category</Trans>}
        submitLabel={<Trans>Update</Trans>}
        initial={selected ? { name: selected.name, lang: selected.lang } : NEW_CATEGORY}
        busy={update.isPending}
        onSubmit={saveEdit}
      />
      {confirm.dialog}
    </Screen>
  );
}
