import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { webhookCreateInput } from '@tp/schemas';
import { Plus } from 'lucide-react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { WebhookFields, type WebhookFormValues } from './webhook-fields.tsx';

const EMPTY: WebhookFormValues = {
  url: '',
  description: '',
  events: ['request.created'],
  include_personal_data: false,
  enabled: true,
};

/** Registers a receiver; its signing secret is handed to `onSecret`, to be shown once. */
export function AddWebhookCard({ onSecret }: { onSecret: (secret: { url: string; value: string }) => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const form = useSchemaForm(webhookCreateInput, { defaultValues: EMPTY as never });
  const create = useMutation(
    trpc.webhook.create.mutationOptions(
      saving(t`Webhook added`, [trpc.webhook.list.queryKey()], undefined, fieldErrorTarget(form.setError, ['url'])),
    ),
  );
  return (
    <Card className="space-y-5 p-6">
      <div>
        <h2 className="text-lg font-semibold text-navy-900">
          <Trans>Add a webhook</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            The site sends the chosen events to this address as signed JSON (Standard Webhooks) the moment they happen,
            and tries again for three days when the receiver is down.
          </Trans>
        </p>
      </div>
      <form
        noValidate
        className="space-y-5"
        onSubmit={form.handleSubmit((values) =>
          create.mutate(values, {
            onSuccess: (created) => {
              onSecret({ url: created.url, value: created.secret });
              form.reset(EMPTY as never);
            },
          }),
        )}
      >
        <WebhookFields register={form.register as never} errors={form.formState.errors} idPrefix="new-webhook" />
        <Button type="submit" busy={create.isPending} icon={<Plus className="size-4" aria-hidden="true" />}>
          <Trans>Add webhook</Trans>
        </Button>
      </form>
    </Card>
  );
}
