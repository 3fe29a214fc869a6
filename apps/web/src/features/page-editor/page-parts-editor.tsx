import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import type { PageLink } from '@tp/schemas/company';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/table.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { AddPartDialog } from './add-part-dialog.tsx';
import { PartEditor } from './part-editor.tsx';

/** The parts list of a page: each editable, 'Add Part', 'No part' when empty. */
export function PagePartsEditor({ link }: { link: PageLink }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const [adding, setAdding] = useState(false);
  const { data: page } = useSuspenseQuery(trpc.page.byLink.queryOptions({ link }));
  const remove = useMutation(
    trpc.page.deletePart.mutationOptions(saving(t`Successfully deleted`, [trpc.page.byLink.queryKey({ link })])),
  );

  return (
    <section className="space-y-4" aria-labelledby="parts-heading">
      <div className="flex items-center justify-between">
        <h2 id="parts-heading" className="text-lg font-semibold text-navy-900">
          <Trans>Parts</Trans>
        </h2>
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          <Trans>Add Part</Trans>
        </Button>
      </div>
      {page.parts.length === 0 ? (
        <EmptyState>
          <Trans>No part</Trans>
        </EmptyState>
      ) : (
        page.parts.map((part) => (
          <PartEditor
            key={part.id}
            link={link}
            part={part}
            onDelete={() => confirm.ask(() => remove.mutate({ id: part.id, pageId: part.page_id }))}
          />
        ))
      )}
      <AddPartDialog link={link} open={adding} onOpenChange={setAdding} />
      {confirm.dialog}
    </section>
  );
}
