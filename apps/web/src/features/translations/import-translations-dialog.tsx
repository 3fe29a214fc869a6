import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { TargetLang } from '@tp/schemas';
import { useId, useState } from 'react';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Td, Th } from '../../ui/table.tsx';
import { notify } from '../../ui/toast.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { EntityLabel, FieldLabel } from './translation-labels.tsx';

type ImportReport = RouterOutputs['translation']['import'];

/** How many changed and refused texts the check lists; the counts say the rest. */
const SHOWN = 50;

interface ImportTranslationsDialogProps {
  lang: TargetLang;
  /** The language's name in the dashboard's language. */
  language: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Import translated file': the file is checked first (nothing is written), then imported as checked. */
export function ImportTranslationsDialog({ lang, language, open, onOpenChange }: ImportTranslationsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Import translated file ({language})</Trans>}
      size="lg"
    >
      <ImportTranslationsForm lang={lang} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ImportTranslationsForm({ lang, onClose }: { lang: TargetLang; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // A check belongs to the file it was made with; choosing another file asks for a new check.
  const [checked, setChecked] = useState<{ file: File; report: ImportReport } | null>(null);
  const report = checked && checked.file === file ? checked.report : null;
  const check = useMutation(
    trpc.translation.import.mutationOptions({
      onError: (error) => notify.error(serverMessage(error, t`The file could not be checked. Please try again.`)),
    }),
  );
  const apply = useMutation(
    trpc.translation.import.mutationOptions(saving(t`Translations imported`, [trpc.translation.pathKey()], onClose)),
  );
  const formFor = (chosen: File, preview: boolean) => {
    const form = new FormData();
    form.append('lang', lang);
    form.append('preview', String(preview));
    form.append('file', chosen);
    return form;
  };
  const changes = report?.changed.length ?? 0;

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        <Trans>
          Choose the XLIFF or XLSX file the translator sent back. Empty translations change nothing. Nothing is saved
          before you press Import.
        </Trans>
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-navy-900">
          <Trans>Translated file (XLIFF or XLSX)</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept=".xlf,.xliff,.xml,.xlsx"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-steel-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-steel-300/50"
        />
      </div>
      {report && <ImportReportView report={report} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={!file}
          busy={check.isPending}
          onClick={() =>
            file && check.mutate(formFor(file, true), { onSuccess: (result) => setChecked({ file, report: result }) })
          }
        >
          <Trans>Check file</Trans>
        </Button>
        <Button
          disabled={!file || changes === 0 || check.isPending}
          busy={apply.isPending}
          onClick={() => file && apply.mutate(formFor(file, false))}
        >
          <Trans>Import</Trans>
        </Button>
      </div>
    </div>
  );
}

/** What the import would do: the counts, the texts that change (before and after) and those refused, with why. */
function ImportReportView({ report }: { report: ImportReport }) {
  const changed = report.changed.length;
  const unchanged = report.unchanged;
  const refused = report.refused.length;
  return (
    <div className="space-y-5" data-testid="translation-import-report">
      <ul className="grid grid-cols-1 gap-2 text-sm font-medium sm:grid-cols-3">
        <li className="rounded-lg bg-steel-100 px-3 py-2 text-navy-900">
          <Trans>{changed} to change</Trans>
        </li>
        <li className="rounded-lg bg-slate-100 px-3 py-2 text-navy-900">
          <Trans>{unchanged} unchanged</Trans>
        </li>
        <li className={`rounded-lg px-3 py-2 ${refused > 0 ? 'bg-red-50 text-red-900' : 'bg-slate-100 text-navy-900'}`}>
          <Trans>{refused} refused</Trans>
        </li>
      </ul>
      {refused > 0 && (
        <ReportTable
          heading={<Trans>Refused</Trans>}
          detail={<Trans>Reason</Trans>}
          rows={report.refused.slice(0, SHOWN).map((refusal) => ({
            key: refusal.unit,
            what: <span className="break-all">{refusal.unit}</span>,
            field: refusal.field,
            detail: refusal.reason,
          }))}
        />
      )}
      {changed > 0 && (
        <ReportTable
          heading={<Trans>Texts to change</Trans>}
          detail={<Trans>New translation</Trans>}
          rows={report.changed.slice(0, SHOWN).map((change) => ({
            key: `${change.entity}-${change.id}-${change.field}`,
            what: (
              <>
                <span className="block text-xs text-muted">
                  <EntityLabel entity={change.entity} />
                </span>
                {change.label}
              </>
            ),
            field: change.field,
            detail: (
              <>
                {change.before && (
                  <del className="block text-slate-500" lang={report.lang}>
                    {change.before}
                  </del>
                )}
                <ins className="block no-underline text-navy-900" lang={report.lang}>
                  {change.after}
                </ins>
              </>
            ),
          }))}
        />
      )}
      {Math.max(changed, refused) > SHOWN && (
        <p className="text-sm text-muted">
          <Trans>The first {SHOWN} of each list are shown.</Trans>
        </p>
      )}
    </div>
  );
}

interface ReportRow {
  key: string;
  what: React.ReactNode;
  field: string;
  detail: React.ReactNode;
}

function ReportTable({
  heading,
  detail,
  rows,
}: {
  heading: React.ReactNode;
  detail: React.ReactNode;
  rows: ReportRow[];
}) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-navy-900">{heading}</h3>
      <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <Th>
                <Trans>What</Trans>
              </Th>
              <Th>
                <Trans>Field</Trans>
              </Th>
              <Th>{detail}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <Td>{row.what}</Td>
                <Td>
                  <FieldLabel field={row.field} />
                </Td>
                <Td>{row.detail}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
