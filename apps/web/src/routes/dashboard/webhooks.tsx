import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { mayLoad } from '../../features/dashboard/access.tsx';
import { Screen } from '../../features/dashboard/screen.tsx';
import { ShownOnce } from '../../features/dashboard/shown-once.tsx';
import { AddWebhookCard } from '../../features/webhooks/add-webhook-card.tsx';
import { WebhookCard } from '../../features/webhooks/webhook-card.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { EmptyState } from '../../ui/table.tsx';

export const Route = createFileRoute('/dashboard/webhooks')({
  loader: async ({ context: { queryClient, trpc } }) => {
    if (!(await mayLoad({ queryClient, trpc }, '/dashboard/webhooks'))) return;
    await queryClient.ensureQueryData(trpc.webhook.list.queryOptions());
  },
  component: WebhooksScreen,
});

/** The owner's webhooks: the receivers, each with its log, and a form to add one; a new secret is shown once. */
function WebhooksScreen() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const endpoints = useQuery({ ...trpc.webhook.list.queryOptions(), refetchInterval: 10_000 });
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  return (
    <Screen title={<Trans>Webhooks</Trans>}>
      <div className="grid grid-cols-1 gap-6">
        {secret && (
          <ShownOnce
            notice={
              <Trans>
                The signing secret for {secret.url}: enter it in the receiver now. It is shown only this once.
              </Trans>
            }
            value={secret.value}
            testId="webhook-secret"
          />
        )}
        <section aria-label={t`Receivers`} className="grid min-w-0 grid-cols-1 gap-4">
          {endpoints.data?.length === 0 && (
            <EmptyState>
              <Trans>No webhooks yet: add the address of your CRM or ERP below.</Trans>
            </EmptyState>
          )}
          {endpoints.data?.map((endpoint) => (
            <WebhookCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
          ))}
        </section>
        <AddWebhookCard onSecret={setSecret} />
      </div>
    </Screen>
  );
}
