import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { INBOX_STATUSES } from '@tp/schemas';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { EmptyState, Table, Td, TableHead, Tr } from '../../ui/table.tsx';
import { notify } from '../../ui/toast.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { downloadWithToken } from '../../lib/download-with-token.ts';
import { InboxNoteForm } from '../requests/inbox-note-form.tsx';
import { StatusSelect } from '../requests/request-status.tsx';

/** Job applications from the careers page, with their CV files to download, a status and the team's note. */
export function ApplicationsTable() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const language = useLanguage();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const { data: applications } = useSuspenseQuery(trpc.cv.list.queryOptions());
  const remove = useMutation(
    trpc.cv.delete.mutationOptions(saving(t`Successfully deleted`, [trpc.cv.list.queryKey()])),
  );
  const update = useMutation(
    trpc.cv.update.mutationOptions(saving(t`Successfully updated`, [trpc.cv.list.queryKey()])),
  );
  const [noted, setNoted] = useState<number | null>(null);
  const notedApplication = applications.find((application) => application.id === noted);

  if (applications.length === 0) {
    return (
      <EmptyState>
        <Trans>No application yet</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <Table caption={<Trans>Job applications</Trans>}>
        <TableHead columns={[t`Name`, t`Email`, t`Files`, t`Date`, t`Status`]} actions />
        <tbody>
          {applications.map((application) => (
            <Tr key={application.id} data-testid="application-row">
              <Td className="font-medium">
                {application.first_name} {application.last_name}
                {application.note && (
                  <p className="mt-1 whitespace-pre-line text-xs font-normal text-muted">{t`Note: ${application.note}`}</p>
                )}
              </Td>
              <Td>
                <a href={`mailto:${application.email}`} className="text-steel-600 hover:underline">
                  {application.email}
                </a>
              </Td>
              <Td>
                <ul className="space-y-1">
                  {application.files.map((file) => (
                    <li key={file.id}>
                      <button
                        type="button"
                        className="inline-flex items-center gap-1.5 text-steel-600 hover:underline"
                        onClick={() =>
                          downloadWithToken(`/api/cv-files/${file.id}`, file.original_name).catch(() =>
                            notify.error(t`The file could not be downloaded.`),
                          )
                        }
                      >
                        <Download className="size-4" aria-hidden="true" />
                        {file.original_name}
                      </button>
                    </li>
                  ))}
                </ul>
              </Td>
              <Td className="whitespace-nowrap text-muted">{formatDateTime(application.created_at, language)}</Td>
              <Td>
                <StatusSelect
                  value={application.status}
                  statuses={INBOX_STATUSES}
                  label={t`Status of the application from ${application.first_name} ${application.last_name}`}
                  onChange={(status) => update.mutate({ id: application.id, status })}
                />
              </Td>
              <Td className="whitespace-nowrap">
                <IconButton
                  action="edit"
                  onClick={() => setNoted(application.id)}
                  label={t`Note on the application from ${application.first_name} ${application.last_name}`}
                />
                <IconButton
                  action="delete"
                  onClick={() => confirm.ask(() => remove.mutate({ id: application.id }))}
                  label={t`Delete application from ${application.first_name} ${application.last_name}`}
                />
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {confirm.dialog}
      {notedApplication && (
        <Dialog
          open
          onOpenChange={(open) => !open && setNoted(null)}
          title={`${notedApplication.first_name} ${notedApplication.last_name}`}
        >
          <InboxNoteForm
            key={notedApplication.id}
            note={notedApplication.note}
            busy={update.isPending}
            onSave={(note) => update.mutateAsync({ id: notedApplication.id, note }).then(() => setNoted(null))}
          />
        </Dialog>
      )}
    </>
  );
}
