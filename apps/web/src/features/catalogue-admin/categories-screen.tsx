import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/table.tsx';
import { Screen } from '../dashboard/screen.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { CategoryCard } from './category-card.tsx';
import { CategoryDialog, categoryReloadKeys } from './category-dialog.tsx';
import type { Category } from './types.ts';

/** Categories of every language: add, edit, delete after confirmation; 'No category' when there are none. */
export function CategoriesScreen() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const { data: categories } = useSuspenseQuery(trpc.category.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const remove = useMutation(
    trpc.category.delete.mutationOptions(saving(t`Successfully deleted`, categoryReloadKeys(trpc))),
  );

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
                onEdit={() => setEditing(category)}
                onDelete={() => confirm.ask(() => remove.mutate({ id: category.id }))}
              />
            </li>
          ))}
        </ul>
      )}
      <CategoryDialog
        open={adding}
        onOpenChange={setAdding}
        title={<Trans>Add category</Trans>}
        submitLabel={<Trans>Add</Trans>}
      />
      <CategoryDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={<Trans>Edit category</Trans>}
        submitLabel={<Trans>Update</Trans>}
        category={editing ?? undefined}
      />
      {confirm.dialog}
    </Screen>
  );
}
