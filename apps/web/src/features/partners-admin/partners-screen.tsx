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
import { PartnerCard } from './partner-card.tsx';
import { PartnerDialog, partnerReloadKeys } from './partner-dialog.tsx';
import type { Partner } from './types.ts';

/** The partners: add, edit, delete after confirmation; 'No partner' when there are none. */
export function PartnersScreen() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const { data: partners } = useSuspenseQuery(trpc.partner.listAll.queryOptions());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Partner | null>(null);
  const remove = useMutation(
    trpc.partner.delete.mutationOptions(saving(t`Successfully deleted`, partnerReloadKeys(trpc))),
  );

  return (
    <Screen
      title={<Trans>Partners</Trans>}
      actions={
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          <Trans>Add partner</Trans>
        </Button>
      }
    >
      {partners.length === 0 ? (
        <EmptyState>
          <Trans>No partner</Trans>
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {partners.map((partner, index) => (
            <li key={partner.id}>
              <PartnerCard
                partner={partner}
                position={index + 1}
                onEdit={() => setEditing(partner)}
                onDelete={() => confirm.ask(() => remove.mutate({ id: partner.id }))}
              />
            </li>
          ))}
        </ul>
      )}
      <PartnerDialog
        open={adding}
        onOpenChange={setAdding}
        title={<Trans>Add partner</Trans>}
        submitLabel={<Trans>Add</Trans>}
      />
      <PartnerDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={<Trans>Edit partner</Trans>}
        submitLabel={<Trans>Update</Trans>}
        partner={editing ?? undefined}
      />
      {confirm.dialog}
    </Screen>
  );
}
