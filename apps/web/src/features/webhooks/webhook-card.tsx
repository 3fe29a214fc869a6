import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { WebhookEvent } from '@tp/schemas';
import { ChevronDown, KeyRound, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { EditWebhookDialog } from './edit-webhook-dialog.tsx';
import { EVENT_LABELS } from './webhook-events.ts';

export type WebhookEndpoint = RouterOutputs['webhook']['list'][number];

/** Whether it is on, failing, or was switched off (with the server's reason). */
function StatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const language = useLanguage();
  if (!endpoint.enabled)
    return (
      <span className="rounded-full bg-red-50 px-2 text-xs font-semibold leading-5 text-danger">
        {endpoint.disabled_reason ? <Trans>Switched off by the server</Trans> : <Trans>Off</Trans>}
      </span>
    );
  if (endpoint.failing_since)
    return (
      <span className="rounded-full bg-amber-50 px-2 text-xs font-semibold leading-5 text-amber-900">
        <Trans>Failing since {formatDateTime(endpoint.failing_since, language)}</Trans>
      </span>
    );
  return (
    <span className="rounded-full bg-emerald-50 px-2 text-xs font-semibold leading-5 text-emerald-800">
      <Trans>Active</Trans>
    </span>
  );
}

/**
 * One receiver: its address, status and events, how its deliveries stand, and what the owner does with it: send a
 * test event, rotate the secret (the old one signs beside the new one for a day), edit, remove, read the log.
 */
export function WebhookCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: { url: string; value: string }) => void;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const [editing, setEditing] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const reload = [trpc.webhook.list.queryKey(), trpc.webhook.deliveries.queryKey()];
  const test = useMutation(
    trpc.webhook.test.mutationOptions(
      saving(t`Test event sent: its answer appears in the log`, reload, () => setLogOpen(true)),
    ),
  );
  const rotate = useMutation(trpc.webhook.rotateSecret.mutationOptions(saving(t`New secret made`, reload)));
  const remove = useMutation(trpc.webhook.delete.mutationOptions(saving(t`Successfully deleted`, reload)));
  const last = endpoint.last_delivery;
  const logId = `webhook-log-${endpoint.id}`;

  return (
    <Card className="min-w-0 space-y-4 p-4 sm:p-5" data-testid="webhook-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-mono text-sm font-semibold text-navy-900">{endpoint.url}</p>
          {endpoint.description && <p className="mt-0.5 text-sm text-muted">{endpoint.description}</p>}
        </div>
        <StatusBadge endpoint={endpoint} />
      </div>
      {endpoint.disabled_reason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">{endpoint.disabled_reason}</p>
      )}
      <ul className="flex flex-wrap gap-1.5" aria-label={t`Events`}>
        {endpoint.events.map((event) => (
          <li key={event} className="rounded-md bg-steel-50 px-2 py-0.5 text-xs text-navy-900">
            {EVENT_LABELS[event as WebhookEvent] ? i18n._(EVENT_LABELS[event as WebhookEvent]) : event}
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted">
            <Trans>Last delivery</Trans>
          </dt>
          <dd>
            {last ? (
              <>
                {last.status === 'delivered' ? <Trans>Delivered</Trans> : <Trans>Failed</Trans>}
                {last.status_code !== null && ` (${last.status_code})`} · {formatDateTime(last.at, language)}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">
            <Trans>Waiting</Trans>
          </dt>
          <dd>{endpoint.pending}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">
            <Trans>Personal data</Trans>
          </dt>
          <dd>{endpoint.include_personal_data ? <Trans>Included</Trans> : <Trans>Not included</Trans>}</dd>
        </div>
      </dl>
      {endpoint.previous_secret_until && (
        <p className="text-sm text-muted">
          <Trans>
            The previous secret also signs until {formatDateTime(endpoint.previous_secret_until, language)}.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          busy={test.isPending}
          disabled={!endpoint.enabled}
          icon={<Send className="size-4" aria-hidden="true" />}
          onClick={() => test.mutate({ id: endpoint.id })}
        >
          <Trans>Send test event</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          busy={rotate.isPending}
          icon={<KeyRound className="size-4" aria-hidden="true" />}
          onClick={() =>
            rotate.mutate(
              { id: endpoint.id, grace_hours: 24 },
              { onSuccess: (rotated) => onSecret({ url: rotated.url, value: rotated.secret }) },
            )
          }
        >
          <Trans>Rotate secret</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<Pencil className="size-4" aria-hidden="true" />}
          onClick={() => setEditing(true)}
        >
          <Trans>Edit</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => confirm.ask(() => remove.mutate({ id: endpoint.id }))}
          aria-label={t`Remove the webhook to ${endpoint.url}`}
        >
          <Trans>Remove</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="sm:ml-auto"
          aria-expanded={logOpen}
          aria-controls={logId}
          icon={
            <ChevronDown className={`size-4 transition-transform ${logOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
          }
          onClick={() => setLogOpen(!logOpen)}
        >
          <Trans>Delivery log</Trans>
        </Button>
      </div>
      {logOpen && (
        <div id={logId}>
          <DeliveryLog endpointId={endpoint.id} />
        </div>
      )}
      {editing && (
        <EditWebhookDialog
          endpoint={{
            id: endpoint.id,
            url: endpoint.url,
            description: endpoint.description,
            events: endpoint.events,
            include_personal_data: endpoint.include_personal_data,
            enabled: endpoint.enabled,
          }}
          onClose={() => setEditing(false)}
        />
      )}
      {confirm.dialog}
    </Card>
  );
}
