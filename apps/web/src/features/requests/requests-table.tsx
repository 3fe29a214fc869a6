import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { REQUEST_STATUSES, type RequestStatus } from '@tp/schemas';
import { useDeferredValue, useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { EmptyState, Table, Td, Th, Tr } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { RequestQuotesCell } from '../quotes-admin/request-quotes.tsx';
import { RequestDetailDialog } from './request-detail-dialog.tsx';
import { RequestDownloads } from './request-downloads.tsx';
import { RequestLines } from './request-lines.tsx';
import { StatusSelect, useStatusLabels } from './request-status.tsx';
import { RequestsBulkBar } from './requests-bulk-bar.tsx';

/**
 * Received inquiries, newest first: filtered by status and text, each with its status to set and deletable after
 * confirmation; the ones ticked are archived or deleted together.
 */
export function RequestsTable() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const statusLabels = useStatusLabels();
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const q = useDeferredValue(text.trim());
  // Without a filter the key is the one the screen's loader filled; the list stays shown while a new filter loads.
  const filter = status || q ? { status: status || undefined, q: q || undefined } : undefined;
  const { data: requests = [], isPending } = useQuery({
    ...trpc.request.list.queryOptions(filter),
    placeholderData: keepPreviousData,
  });
  // Only what is shown can be acted on: a choice hidden by a new filter is not archived or deleted unseen.
  const chosenIds = chosen.filter((id) => requests.some((request) => request.id === id));
  const allChosen = requests.length > 0 && chosenIds.length === requests.length;
  const toggle = (id: number) =>
    setChosen(chosenIds.includes(id) ? chosenIds.filter((other) => other !== id) : [...chosenIds, id]);
  // Every request query: the list and the count of new ones beside Requests in the menu.
  const reload = [trpc.request.pathKey()];
  const remove = useMutation(trpc.request.delete.mutationOptions(saving(t`Successfully deleted`, reload)));
  const update = useMutation(trpc.request.update.mutationOptions(saving(t`Successfully updated`, reload)));

  const filters = (
    <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label={<Trans>Status</Trans>}
        value={status}
        onChange={(event) => setStatus(event.target.value as RequestStatus | '')}
        data-testid="requests-status-filter"
      >
        <option value="">{t`All statuses`}</option>
        {REQUEST_STATUSES.map((value) => (
          <option key={value} value={value}>
            {statusLabels[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={<Trans>Search</Trans>}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="requests-search"
      />
    </div>
  );

  if (!isPending && requests.length === 0 && !filter) {
    return (
      <EmptyState>
        <Trans>No request yet</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-x-6">
        {filters}
        {requests.length > 0 && (
          <div className="mb-4">
            <RequestDownloads filter={filter} />
          </div>
        )}
      </div>
      {chosenIds.length > 0 && <RequestsBulkBar ids={chosenIds} onDone={() => setChosen([])} />}
      {requests.length === 0 ? (
        <EmptyState>
          <Trans>No request matches</Trans>
        </EmptyState>
      ) : (
        <Table caption={<Trans>Requests</Trans>}>
          <thead>
            <tr>
              <Th className="w-10">
                <Checkbox
                  label={t`Choose every request shown`}
                  checked={allChosen}
                  onChange={() => setChosen(allChosen ? [] : requests.map((request) => request.id))}
                />
              </Th>
              <Th>
                <Trans>Name</Trans>
              </Th>
              <Th>
                <Trans>Email</Trans>
              </Th>
              <Th>
                <Trans>Company</Trans>
              </Th>
              <Th>
                <Trans>Comment</Trans>
              </Th>
              <Th>
                <Trans>Language</Trans>
              </Th>
              <Th>
                <Trans>Date</Trans>
              </Th>
              <Th>
                <Trans>Status</Trans>
              </Th>
              {/* Positioned, so the hidden heading stays inside the table's scrolling box (not widening the page). */}
              <Th className="relative">
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <Tr
                key={request.id}
                data-testid="request-row"
                className={chosenIds.includes(request.id) ? 'bg-steel-50/60' : ''}
              >
                <Td>
                  <Checkbox
                    label={t`Choose the request from ${request.name}`}
                    checked={chosenIds.includes(request.id)}
                    onChange={() => toggle(request.id)}
                  />
                </Td>
                <Td className="font-medium">
                  <p className="font-mono text-xs font-normal whitespace-nowrap text-muted">{request.reference}</p>
                  <button
                    type="button"
                    className="text-left font-medium text-navy-900 underline-offset-2 hover:underline"
                    onClick={() => setOpened(request.id)}
                    aria-label={t`Open the request from ${request.name}`}
                  >
                    {request.name}
                  </button>
                  {request.note && <p className="mt-1 text-xs font-normal text-muted">{t`Note: ${request.note}`}</p>}
                </Td>
                <Td>
                  <a href={`mailto:${request.email}`} className="text-steel-600 underline-offset-2 hover:underline">
                    {request.email}
                  </a>
                </Td>
                <Td>{request.company}</Td>
                <Td className={`max-w-md ${request.lines.length > 0 ? 'min-w-[24rem]' : ''}`}>
                  {request.text && <p className="whitespace-pre-line">{request.text}</p>}
                  {request.lines.length > 0 && (
                    <div className={request.text ? 'mt-3' : ''}>
                      <RequestLines lines={request.lines} />
                    </div>
                  )}
                </Td>
                <Td className="uppercase">{request.lang}</Td>
                <Td className="whitespace-nowrap text-muted">{formatDateTime(request.created_at, language)}</Td>
                <Td>
                  <StatusSelect
                    value={request.status}
                    statuses={REQUEST_STATUSES}
                    label={t`Status of the request from ${request.name}`}
                    onChange={(value) => update.mutate({ id: request.id, status: value })}
                  />
                  <RequestQuotesCell request={request} />
                </Td>
                <Td>
                  <IconButton
                    action="delete"
                    onClick={() => confirm.ask(() => remove.mutate({ id: request.id }))}
                    label={t`Delete request from ${request.name}`}
                  />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      {confirm.dialog}
      <RequestDetailDialog
        request={requests.find((request) => request.id === opened) ?? null}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
