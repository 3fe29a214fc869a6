import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ArchiveRestore } from 'lucide-react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, Table, TableHead, Td, Tr } from '../../ui/table.tsx';
import { notify } from '../../ui/toast.tsx';
import { useRole } from '../dashboard/access.tsx';
import { showServerError } from '../dashboard/server-field-errors.ts';
import { useEntityLabel } from './entity-labels.ts';

/**
 * Records deleted in the last 30 days, newest first: what, when, by whom and what comes back with it; owners and
 * editors bring one back as it was (same address, pictures, parts).
 */
export function DeletedRecords() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const entityLabel = useEntityLabel();
  const role = useRole();
  const queryClient = useQueryClient();
  const { data: deleted } = useSuspenseQuery(trpc.history.deleted.queryOptions());
  const restore = useMutation(
    trpc.history.restoreDeleted.mutationOptions({
      onSuccess: async (answer) => {
        notify.success(t`Restored`);
        if (answer.images_missing.length > 0)
          notify.error(
            plural(answer.images_missing.length, {
              one: '# picture is no longer kept and could not be restored',
              other: '# pictures are no longer kept and could not be restored',
            }),
          );
        // Every list may show it again (a group's parts, a category's products).
        await queryClient.invalidateQueries();
      },
      onError: (error) => showServerError(error, t`It could not be restored. Please try again.`),
    }),
  );
  const mayRestore = role === 'owner' || role === 'editor';

  if (deleted.length === 0)
    return (
      <EmptyState>
        <Trans>Nothing was deleted in the last 30 days.</Trans>
      </EmptyState>
    );
  return (
    <Table caption={<Trans>Recently deleted</Trans>}>
      <TableHead columns={[t`Name`, t`Kind`, t`Deleted`]} actions />
      <tbody>
        {deleted.map((record) => (
          <Tr key={`${record.entity}-${record.id}`} data-testid="deleted-record">
            <Td className="font-medium text-navy-900">
              {record.name || <span className="text-muted">#{record.id}</span>}
              {record.dependants > 0 && (
                <span className="block text-xs font-normal text-muted">
                  {record.entity === 'spare'
                    ? plural(record.dependants, { one: 'with # part', other: 'with # parts' })
                    : plural(record.dependants, { one: 'with # property', other: 'with # properties' })}
                </span>
              )}
            </Td>
            <Td>{entityLabel(record.entity)}</Td>
            <Td>
              {formatDateTime(record.deleted_at, language)}
              {record.user && <span className="block text-xs text-muted">{record.user.login}</span>}
            </Td>
            <Td className="whitespace-nowrap text-right">
              {mayRestore && (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<ArchiveRestore className="size-4" aria-hidden="true" />}
                  busy={restore.isPending && restore.variables?.id === record.id}
                  onClick={() => restore.mutate({ entity: record.entity, id: record.id })}
                  aria-label={t`Restore ${record.name || entityLabel(record.entity)}`}
                >
                  <Trans>Restore</Trans>
                </Button>
              )}
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
