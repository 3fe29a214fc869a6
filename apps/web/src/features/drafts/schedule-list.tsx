import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DraftEntity, PageLink } from '@tp/schemas';
import type { ScheduleOutcome } from '@tp/schemas/schedule';
import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, Table, TableHead, Td, Tr } from '../../ui/table.tsx';
import { notify } from '../../ui/toast.tsx';
import { useRole } from '../dashboard/access.tsx';
import { showServerError } from '../dashboard/server-field-errors.ts';
import { useEntityLabel } from '../history/entity-labels.ts';

type Schedule = RouterOutputs['draft']['schedules']['schedules'][number];

/** What came of a schedule, in the reader's language. */
function useOutcomeLabel() {
  const { t } = useLingui();
  const labels: Record<ScheduleOutcome, string> = {
    published: t`Published`,
    switched_back: t`Switched back`,
    nothing_to_switch_back: t`Nothing to switch back: every field was changed since`,
    no_draft: t`Failed: the draft was gone`,
    record_gone: t`Failed: the record was deleted`,
    not_allowed: t`Failed: the one who scheduled it may no longer publish`,
    interrupted: t`Failed: the server stopped while running it; check the record`,
    error: t`Failed`,
    cancelled: t`Cancelled`,
    replaced: t`Replaced by a new schedule`,
    published_early: t`Published by hand before its time`,
    draft_discarded: t`Cancelled: the draft was discarded`,
    publish_not_run: t`Not run: its publish did not run`,
  };
  return (outcome: ScheduleOutcome) => labels[outcome];
}

/** The record a schedule changes, linked to its editor. */
function RecordLink({ schedule }: { schedule: Schedule }) {
  const { t } = useLingui();
  const pages: Record<PageLink, string> = {
    'gas-turbina': t`Gas Turbine`,
    'privacy-policy': t`Privacy Policy`,
    careers: t`Careers`,
    contact: t`Contact`,
  };
  const { entity, id, name } = schedule;
  const className = 'font-medium text-navy-900 underline-offset-2 hover:underline';
  const shown: ReactNode = name || <span className="text-muted">#{id}</span>;
  const links: Record<DraftEntity, () => ReactNode> = {
    service: () => (
      <Link to="/dashboard/services/$id" params={{ id: String(id) }} className={className}>
        {shown}
      </Link>
    ),
    spare: () => (
      <Link to="/dashboard/spare/$id" params={{ id: String(id) }} className={className}>
        {shown}
      </Link>
    ),
    product: () => (
      <Link to="/dashboard/product/$id" params={{ id: String(id) }} className={className}>
        {shown}
      </Link>
    ),
    page: () =>
      name in pages ? (
        <Link to={`/dashboard/${name as PageLink}`} className={className}>
          {pages[name as PageLink]}
        </Link>
      ) : (
        shown
      ),
  };
  return links[entity]();
}

/**
 * What is scheduled on the site, soonest first, on the site's clock, and what ran, failed or was cancelled in the
 * last 30 days; owners and editors cancel what is still to come.
 */
export function ScheduleList() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const entityLabel = useEntityLabel();
  const outcomeLabel = useOutcomeLabel();
  const role = useRole();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.draft.schedules.queryOptions());
  const cancel = useMutation(
    trpc.draft.unschedule.mutationOptions({
      onSuccess: async () => {
        notify.success(t`Schedule cancelled`);
        await queryClient.invalidateQueries({ queryKey: trpc.draft.pathKey() });
      },
      onError: (error) => showServerError(error, t`The schedule could not be cancelled. Please try again.`),
    }),
  );
  const mayCancel = role === 'owner' || role === 'editor';
  const zone = data.time_zone;
  if (data.schedules.length === 0)
    return (
      <EmptyState>
        <Trans>Nothing is scheduled. Schedule a draft from its editor.</Trans>
      </EmptyState>
    );
  return (
    <Table caption={<Trans>Scheduled changes</Trans>}>
      <TableHead columns={[t`When (${zone})`, t`Record`, t`Change`]} actions />
      <tbody>
        {data.schedules.map((schedule) => {
          const upcoming = schedule.status === 'pending' || schedule.status === 'running';
          return (
            <Tr key={schedule.schedule_id} data-testid="schedule-row">
              <Td className="sm:whitespace-nowrap">
                {formatDateTime(schedule.run_at, language, zone)}
                <span className="block break-all text-xs text-muted">{schedule.user.login}</span>
              </Td>
              <Td>
                <RecordLink schedule={schedule} />
                <span className="block text-xs text-muted">{entityLabel(schedule.entity)}</span>
              </Td>
              <Td>
                {schedule.action === 'publish' ? <Trans>Publish the draft</Trans> : <Trans>Switch back</Trans>}
                {upcoming ? (
                  <span className="block text-xs font-medium text-steel-700">
                    {schedule.status === 'running' ? <Trans>Running</Trans> : <Trans>Upcoming</Trans>}
                  </span>
                ) : (
                  <span
                    className={`block text-xs ${schedule.status === 'failed' ? 'font-medium text-danger' : 'text-muted'}`}
                  >
                    {schedule.outcome ? outcomeLabel(schedule.outcome) : schedule.status}
                  </span>
                )}
                {/* An error's own words (the server's); the other outcomes say all in the label. */}
                {schedule.outcome === 'error' && schedule.detail && (
                  <span className="block max-w-xs text-xs text-muted">{schedule.detail}</span>
                )}
              </Td>
              <Td className="whitespace-nowrap text-right">
                {mayCancel && schedule.status === 'pending' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<CalendarX className="size-4" aria-hidden="true" />}
                    busy={cancel.isPending && cancel.variables?.id === schedule.id}
                    onClick={() => cancel.mutate({ entity: schedule.entity, id: schedule.id })}
                    aria-label={t`Cancel the schedule of ${schedule.name || entityLabel(schedule.entity)}`}
                  >
                    {/* On a phone the icon alone: the button is named by its label. */}
                    <span className="hidden sm:inline">
                      <Trans>Cancel</Trans>
                    </span>
                  </Button>
                )}
              </Td>
            </Tr>
          );
        })}
      </tbody>
    </Table>
  );
}
