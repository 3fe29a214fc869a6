import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { TargetLang } from '@tp/schemas';
import type { ReactNode } from 'react';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toast.tsx';
import { CheckedImport, CheckedRows } from '../dashboard/checked-import.tsx';
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
  const check = useMutation(
    trpc.translation.import.mutationOptions({
      onError: (error) => notify.error(serverMessage(error, t`The file could not be checked. Please try again.`)),
    }),
  );
  const apply = useMutation(
    trpc.translation.import.mutationOptions(saving(t`Translations imported`, [trpc.translation.pathKey()], onClose)),
  );
  return (
    <CheckedImport
      intro={
        <Trans>
          Choose the XLIFF or XLSX file the translator sent back. Empty translations change nothing. Nothing is saved
          before you press Import.
        </Trans>
      }
      fileLabel={<Trans>Translated file (XLIFF or XLSX)</Trans>}
      accept=".xlf,.xliff,.xml,.xlsx"
      formFor={(file, preview) => {
        const form = new FormData();
        form.append('lang', lang);
        form.append('preview', String(preview));
        form.append('file', file);
        return form;
      }}
      check={check}
      apply={apply}
      renderReport={(report) => <ImportReportView report={report} />}
      hasWork={(report) => report.changed.length > 0}
      nothingToDo={<Trans>Nothing to import: the file changes no translation.</Trans>}
      onClose={onClose}
    />
  );
}

/** What the import would do: the counts, the texts that change (before and after) and those refused, with why. */
function ImportReportView({ report }: { report: ImportReport }) {
  const columns = (detail: ReactNode) => [<Trans key="what">What</Trans>, <Trans key="field">Field</Trans>, detail];
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
        <CheckedRows
          heading={<Trans>Refused</Trans>}
          columns={columns(<Trans>Reason</Trans>)}
          rows={report.refused.slice(0, SHOWN).map((refusal) => ({
            key: refusal.unit,
            cells: [
              <span className="break-all">{refusal.unit}</span>,
              <FieldLabel field={refusal.field} />,
              refusal.reason,
            ],
          }))}
        />
      )}
      {changed > 0 && (
        <CheckedRows
          heading={<Trans>Texts to change</Trans>}
          columns={columns(<Trans>New translation</Trans>)}
          rows={report.changed.slice(0, SHOWN).map((change) => ({
            key: `${change.entity}-${change.id}-${change.field}`,
            cells: [
              <>
                <span className="block text-xs text-muted">
                  <EntityLabel entity={change.entity} />
                </span>
                {change.label}
              </>,
              <FieldLabel field={change.field} />,
              <>
                {change.before && (
                  <del className="block text-slate-500" lang={report.lang}>
                    {change.before}
                  </del>
                )}
                <ins className="block no-underline text-navy-900" lang={report.lang}>
                  {change.after}
                </ins>
              </>,
            ],
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
