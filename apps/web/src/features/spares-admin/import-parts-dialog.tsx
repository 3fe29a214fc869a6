import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { PART_IMPORT_COLUMNS } from '@tp/schemas';
import { useId, useState } from 'react';
import { serverMessage } from '../../lib/server-message.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toast.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { ImportSummary } from './import-summary.tsx';
import type { ImportPlan } from './types.ts';

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
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // A check belongs to the file it was made with; choosing another file asks for a new check.
  const [checked, setChecked] = useState<{ file: File; plan: ImportPlan } | null>(null);
  const plan = checked && checked.file === file ? checked.plan : null;
  const check = useMutation(
    trpc.spare.importParts.mutationOptions({
      onError: (error) => notify.error(serverMessage(error, t`The file could not be checked. Please try again.`)),
    }),
  );
  const apply = useMutation(
    trpc.spare.importParts.mutationOptions(
      saving(t`Successfully imported`, [trpc.spare.byId.queryKey({ id: groupId })], onClose),
    ),
  );
  const columns = PART_IMPORT_COLUMNS.join(', ');
  const hasWork = plan !== null && plan.add.length + plan.change.length > 0;

  const formFor = (chosen: File, preview: boolean) => {
    const form = new FormData();
    form.append('id', String(groupId));
    form.append('preview', String(preview));
    form.append('file', chosen);
    return form;
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        <Trans>
          Choose one XLSX or CSV file whose first row names the columns {columns}. Part numbers already in this group
          are changed, new ones are added. Nothing is saved before you press Import.
        </Trans>
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-navy-900">
          <Trans>Parts file (XLSX or CSV)</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,.csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-steel-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-steel-300/50"
        />
      </div>
      {plan && <ImportSummary plan={plan} />}
      {plan && !hasWork && (
        <p className="text-sm font-medium text-navy-900">
          <Trans>Nothing to import: the file has no new or changed parts.</Trans>
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={!file}
          busy={check.isPending}
          onClick={() =>
            file && check.mutate(formFor(file, true), { onSuccess: (result) => setChecked({ file, plan: result }) })
          }
        >
          <Trans>Check file</Trans>
        </Button>
        <Button
          disabled={!file || !hasWork || check.isPending}
          busy={apply.isPending}
          onClick={() => file && apply.mutate(formFor(file, false))}
        >
          <Trans>Import</Trans>
        </Button>
      </div>
    </div>
  );
}
