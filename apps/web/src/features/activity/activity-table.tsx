import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { EmptyState, Table, Td, Th, Tr } from '../../ui/table.tsx';

/** The screen's address: its filters and the page (rows older than `before`). */
export interface ActivitySearch {
  entity?: string;
  actor?: string;
  before?: number;
}

function ActionLabel({ action }: { action: string }): ReactNode {
  switch (action) {
    case 'create':
      return <Trans>Created</Trans>;
    case 'update':
      return <Trans>Changed</Trans>;
    case 'delete':
      return <Trans>Deleted</Trans>;
    case 'sign-in':
      return <Trans>Signed in</Trans>;
    case 'sign-in-failed':
      return <Trans>Sign-in failed</Trans>;
    case 'sign-out':
      return <Trans>Signed out</Trans>;
    default:
      return action;
  }
}

function ActorKind({ kind }: { kind: string }) {
  if (kind === 'token') return <Trans>API token</Trans>;
  if (kind === 'visitor') return <Trans>login tried</Trans>;
  return <Trans>signed in</Trans>;
}

/** Sign-ins and management writes, newest first, filtered by what was changed and who changed it, a page at a time. */
export function ActivityTable({ search }: { search: ActivitySearch }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate({ from: '/dashboard/activity' });
  const { data: facets } = useSuspenseQuery(trpc.activity.facets.queryOptions());
  const { data: page } = useSuspenseQuery(trpc.activity.list.queryOptions(search));
  const filter = (changes: Partial<ActivitySearch>) =>
    void navigate({ search: { ...search, ...changes, before: undefined } });

  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={<Trans>What</Trans>}
          value={search.entity ?? ''}
          onChange={(event) => filter({ entity: event.target.value || undefined })}
          data-testid="activity-entity"
        >
          <option value="">{t`Everything`}</option>
          {facets.entities.map((entity) => (
            <option key={entity} value={entity}>
              {entity}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={<Trans>Who</Trans>}
          value={search.actor ?? ''}
          onChange={(event) => filter({ actor: event.target.value || undefined })}
          data-testid="activity-actor"
        >
          <option value="">{t`Everyone`}</option>
          {facets.actors.map((actor) => (
            <option key={actor} value={actor}>
              {actor}
            </option>
          ))}
        </SelectField>
      </div>
      {page.items.length === 0 ? (
        <EmptyState>
          <Trans>Nothing recorded yet</Trans>
        </EmptyState>
      ) : (
        <Table caption={<Trans>Activity</Trans>}>
          <thead>
            <tr>
              <Th className="hidden sm:table-cell">
                <Trans>When</Trans>
              </Th>
              <Th>
                <Trans>Who</Trans>
              </Th>
              <Th>
                <Trans>Action</Trans>
              </Th>
              <Th>
                <Trans>What</Trans>
              </Th>
              {/* On a phone the columns that say who did what are enough; fields and address need a larger screen. */}
              <Th className="hidden lg:table-cell">
                <Trans>Fields</Trans>
              </Th>
              <Th className="hidden lg:table-cell">
                <Trans>IP address</Trans>
              </Th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((row) => (
              <Tr key={row.id} data-testid="activity-row">
                <Td className="hidden whitespace-nowrap text-sm text-muted sm:table-cell">
                  {formatDateTime(row.at, language)}
                </Td>
                <Td>
                  {/* On a phone the time goes above the actor instead of a column of its own. */}
                  <span className="block text-xs text-muted sm:hidden">{formatDateTime(row.at, language)}</span>
                  <span className="font-medium">{row.actor}</span>
                  <span className="block whitespace-nowrap text-xs text-muted">
                    <ActorKind kind={row.actor_kind} />
                    {/* The person acted through a token: which one, by its name. */}
                    {row.token_name ? ` “${row.token_name}”` : ''} ·{' '}
                    {row.via === 'schedule' ? t`Scheduled` : row.via === 'rest' ? 'REST' : 'tRPC'}
                  </span>
                </Td>
                <Td className={row.action === 'sign-in-failed' ? 'font-medium text-danger' : ''}>
                  <ActionLabel action={row.action} />
                </Td>
                <Td className="break-all font-mono text-sm">
                  {row.entity}
                  {row.entity_id ? ` #${row.entity_id}` : ''}
                </Td>
                <Td className="hidden max-w-xs text-sm text-muted lg:table-cell">{row.fields.join(', ')}</Td>
                <Td className="hidden whitespace-nowrap font-mono text-sm text-muted lg:table-cell">{row.ip}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className="mt-4 flex gap-3">
        {search.before !== undefined && (
          <Link
            to="/dashboard/activity"
            search={{ ...search, before: undefined }}
            className="font-medium text-steel-600 hover:underline"
          >
            <Trans>Newest</Trans>
          </Link>
        )}
        {page.next_before !== null && (
          <Link
            to="/dashboard/activity"
            search={{ ...search, before: page.next_before }}
            className="font-medium text-steel-600 hover:underline"
            data-testid="activity-older"
          >
            <Trans>Older entries</Trans>
          </Link>
        )}
      </div>
    </>
  );
}
