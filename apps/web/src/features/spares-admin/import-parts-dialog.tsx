import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { PART_IMPORT_COLUMNS } from '@tp/schemas';
import { serverMessage } from '../../lib/server-message.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toast.tsx';
import { CheckedImport } from '../dashboard/checked-import.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { ImportSummary } from './import-summary.tsx';

interface ImportPartsDialogProps {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Import parts': one XLSX or CSV file is checked first (nothing is written), then imported as checked. */
export function ImportPartsDialog({ groupId, open, onOpenChange }: ImportPartsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Import parts</Trans>} size="lg">
      <ImportPartsForm groupId={groupId} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ImportPartsForm({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const check = useMutation(
    trpc.spare.importParts.mutationOptions({
      onError: (error) => notify.error(serverMessage(error, t`The file could not be checked. Please try again.`)),
    }),
  );
  const apply = useMutation(
    trpc.spare.importParts.mutationOptions(
      saving(t`Successfully imported`, [trpc.spare.show.queryKey({ id: groupId })], onClose),
    ),
  );
  const columns = PART_IMPORT_COLUMNS.join(', ');
  return (
    <CheckedImport
      intro={
        <Trans>
          Choose one XLSX or CSV file whose first row names the columns {columns}. Part numbers already in this group
          are changed, new ones are added. Nothing is saved before you press Import.
        </Trans>
      }
      fileLabel={<Trans>Parts file (XLSX or CSV)</Trans>}
      accept=".xlsx,.csv"
      formFor={(file, preview) => {
        const form = new FormData();
        form.append('id', String(groupId));
        form.append('preview', String(preview));
        form.append('file', file);
        return form;
      }}
      check={check}
      apply={apply}
      renderReport={(plan) => <ImportSummary plan={plan} />}
      hasWork={(plan) => plan.add.length + plan.change.length > 0}
      nothingToDo={<Trans>Nothing to import: the file has no new or changed parts.</Trans>}
      onClose={onClose}
    />
  );
}
