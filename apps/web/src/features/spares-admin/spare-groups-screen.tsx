import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/table.tsx';
import { Screen } from '../dashboard/screen.tsx';
import { AddTitledDialog } from '../services-and-spare-groups/add-titled-dialog.tsx';
import { PartFinder } from './part-finder.tsx';
import { SpareGroupCard } from './spare-group-card.tsx';

/** The spare groups: cards opening each one, 'Add spare part' (a group), 'No item' when there are none. */
export function SpareGroupsScreen() {
  const trpc = useTRPC();
  const [adding, setAdding] = useState(false);
  const { data: groups } = useSuspenseQuery(trpc.spare.listAll.queryOptions());

  return (
    <Screen
      title={<Trans>Spare Parts</Trans>}
      actions={
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          <Trans>Add spare part</Trans>
        </Button>
      }
    >
      {groups.length > 0 && <PartFinder />}
      {groups.length === 0 ? (
        <EmptyState>
          <Trans>No item</Trans>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {groups.map((group) => (
            <li key={group.id} className="flex">
              <SpareGroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
      <AddTitledDialog kind="spare" open={adding} onOpenChange={setAdding} title={<Trans>Add spare part</Trans>} />
    </Screen>
  );
}
