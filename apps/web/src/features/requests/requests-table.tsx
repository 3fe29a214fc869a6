import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { EmptyState, Table, Td, Th, Tr } from '../../ui/table.tsx';
import { useSaving } from '../dashboard/use-saving.ts';

/** Received inquiries, newest first, each deletable after confirmation. */
export function RequestsTable() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const { data: requests } = useSuspenseQuery(trpc.request.list.queryOptions());
  const remove = useMutation(trpc.request.delete.mutationOptions(saving(t`Successfully deleted`, [trpc.request.list.queryKey()])));

  if (requests.length === 0) {
    return (
      <EmptyState>
        <Trans>No request yet</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <Table caption={<Trans>Requests</Trans>}>
        <thead>
          <tr>
            <Th><Trans>Name</Trans></Th>
            <Th><Trans>Email</Trans></Th>
            <Th><Trans>Company</Trans></Th>
            <Th><Trans>Comment</Trans></Th>
            <Th><Trans>Language</Trans></Th>
            <Th><Trans>Date</Trans></Th>
            <Th><span className="sr-only"><Trans>Actions</Trans></span></Th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <Tr key={request.id} data-testid="request-row">
              <Td className="font-medium">{request.name}</Td>
              <Td>
                <a href={`mailto:${request.email}`} className="text-steel-600 underline-offset-2 hover:underline">
                  {request.email}
                </a>
              </Td>
              <Td>{request.company}</Td>
              <Td className="max-w-md whitespace-pre-line">{request.text}</Td>
              <Td className="uppercase">{request.lang}</Td>
              <Td className="whitespace-nowrap text-muted">{formatDateTime(request.created_at, language)}</Td>
              <Td>
                <IconButton action="delete" onClick={() => confirm.ask(() => remove.mutate({ id: request.id }))} label={t`Delete request from ${request.name}`} />
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {confirm.dialog}
    </>
  );
}
