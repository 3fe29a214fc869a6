import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/table.tsx';
import { Screen } from '../dashboard/screen.tsx';
import { AddTitledDialog } from '../services-and-spare-groups/add-titled-dialog.tsx';
import { ServiceCard } from './service-card.tsx';

/** The services: cards opening each one, 'Add service', 'No item' when there are none. */
export function ServicesScreen() {
  const trpc = useTRPC();
  const [adding, setAdding] = useState(false);
  const { data: services } = useSuspenseQuery(trpc.service.listAll.queryOptions());

  return (
    <Screen
      title={<Trans>Services</Trans>}
      actions={
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          <Trans>Add service</Trans>
        </Button>
      }
    >
      {services.length === 0 ? (
        <EmptyState>
          <Trans>No item</Trans>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="flex min-w-0">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      )}
      <AddTitledDialog kind="service" open={adding} onOpenChange={setAdding} title={<Trans>Add service</Trans>} />
    </Screen>
  );
}
