import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { webhookCreateInput } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { WebhookFields, type WebhookFormValues } from './webhook-fields.tsx';

/** Changes a receiver's address, events and switches; its secret stays (rotated on its own). */
export function EditWebhookDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookFormValues & { id: number };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const { id, ...values } = endpoint;
  const form = useSchemaForm(webhookCreateInput, { defaultValues: values as never });
  const update = useMutation(
    trpc.webhook.update.mutationOptions(
      saving(
        t`Successfully updated`,
        [trpc.webhook.list.queryKey()],
        onClose,
        fieldErrorTarget(form.setError, ['url']),
      ),
    ),
  );
  const submit = form.handleSubmit((changed) => update.mutate({ id, ...changed }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Edit webhook</Trans>} size="lg">
      <form noValidate className="space-y-6" onSubmit={(event) => void submit(event)}>
        <WebhookFields register={form.register as never} errors={form.formState.errors} idPrefix="edit-webhook" />
        <DialogActions
          onCancel={onClose}
          onSubmit={() => void submit()}
          busy={update.isPending}
          submitLabel={<Trans>Save</Trans>}
        />
      </form>
    </Dialog>
  );
}
