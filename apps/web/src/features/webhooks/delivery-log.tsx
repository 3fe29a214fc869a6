import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, Table, Td, TableHead, Tr } from '../../ui/table.tsx';
import { useSaving } from '../dashboard/use-saving.ts';

/**
 * An endpoint's last deliveries: when, which event, the attempt, what the receiver answered and how fast, the start
 * of its answer or why it failed; each replayable. Refreshed every few seconds while open, as a test event or a
 * replay goes out within moments.
 */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const deliveries = useQuery({
    ...trpc.webhook.deliveries.queryOptions({ id: endpointId, limit: 20 }),
    refetchInterval: 3000,
  });
  const replay = useMutation(
    trpc.webhook.replay.mutationOptions(
      saving(t`Sent again`, [trpc.webhook.deliveries.queryKey(), trpc.webhook.list.queryKey()]),
    ),
  );
  if (deliveries.data?.length === 0)
    return (
      <EmptyState>
        <Trans>Nothing has been sent to this receiver yet.</Trans>
      </EmptyState>
    );
  const rows = deliveries.data ?? [];
  const answer = (delivery: (typeof rows)[number]) => (
    <>
      <span
        className={`inline-block rounded-full px-2 text-xs font-semibold leading-5 ${
          delivery.status === 'delivered' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-danger'
        }`}
      >
        {delivery.status_code ?? (delivery.status === 'delivered' ? t`Delivered` : t`Failed`)}
      </span>
      <span className="ml-2 text-xs text-muted">{delivery.duration_ms} ms</span>
    </>
  );
  const replayButton = (delivery: (typeof rows)[number]) => (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => replay.mutate({ id: delivery.id })}
      aria-label={t`Replay ${delivery.event}`}
    >
      <Trans>Replay</Trans>
    </Button>
  );
  return (
    <>
      {/* A phone gets each delivery as a block of its own: a five-column table would scroll sideways. */}
      <ul
        className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 sm:hidden"
        aria-label={t`Deliveries`}
      >
        {rows.map((delivery) => (
          <li key={delivery.id} className="space-y-1 p-3" data-testid="delivery-item">
            <div className="flex items-center justify-between gap-2">
              <code className="text-xs">{delivery.event}</code>
              {answer(delivery)}
            </div>
            <p className="text-xs text-muted">
              {formatDateTime(delivery.created_at, language)} · <Trans>Attempt {delivery.attempt}</Trans>
            </p>
            {(delivery.error ?? delivery.response_excerpt) && (
              <p className="line-clamp-3 break-all font-mono text-xs text-slate-700">
                {delivery.error ?? delivery.response_excerpt}
              </p>
            )}
            {replayButton(delivery)}
          </li>
        ))}
      </ul>
      <Table caption={t`Deliveries`} className="hidden sm:block">
        <TableHead columns={[t`Time`, t`Event`, t`Answer`, t`Details`]} actions />
        <tbody>
          {rows.map((delivery) => (
            <Tr key={delivery.id} data-testid="delivery-row">
              <Td className="whitespace-nowrap text-muted">{formatDateTime(delivery.created_at, language)}</Td>
              <Td>
                <code className="text-xs">{delivery.event}</code>
                <span className="block text-xs text-muted">
                  <Trans>Attempt {delivery.attempt}</Trans>
                </span>
              </Td>
              <Td className="whitespace-nowrap">{answer(delivery)}</Td>
              <Td className="max-w-[28rem]">
                <span className="line-clamp-2 break-all font-mono text-xs text-slate-700">
                  {delivery.error ?? delivery.response_excerpt}
                </span>
              </Td>
              <Td>{replayButton(delivery)}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
