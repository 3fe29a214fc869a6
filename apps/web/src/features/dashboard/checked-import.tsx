import { Trans } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Td, Th } from '../../ui/table.tsx';

interface CheckedImportProps<Report> {
  /** What the file must be and what the import does. */
  intro: ReactNode;
  fileLabel: ReactNode;
  /** The file input's `accept`. */
  accept: string;
  /** The procedure's form for a file: `preview` true checks, false imports. */
  formFor: (file: File, preview: boolean) => FormData;
  check: UseMutationResult<Report, unknown, FormData>;
  apply: UseMutationResult<Report, unknown, FormData>;
  /** What the check found, shown under the file. */
  renderReport: (report: Report) => ReactNode;
  /** Whether the checked file would change anything (Import stays disabled otherwise). */
  hasWork: (report: Report) => boolean;
  /** Said when the checked file would change nothing. */
  nothingToDo: ReactNode;
  onClose: () => void;
}

/**
 * An import in two steps, as the dashboard's imports share it: a file is checked first (nothing is written), then
 * imported as checked. A check belongs to the file it was made with: choosing another file asks for a new check.
 */
export function CheckedImport<Report>({
  intro,
  fileLabel,
  accept,
  formFor,
  check,
  apply,
  renderReport,
  hasWork,
  nothingToDo,
  onClose,
}: CheckedImportProps<Report>) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ file: File; report: Report } | null>(null);
  const report = checked && checked.file === file ? checked.report : null;
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">{intro}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-navy-900">
          {fileLabel}
        </label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-steel-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-steel-300/50"
        />
      </div>
      {report !== null && renderReport(report)}
      {report !== null && !hasWork(report) && <p className="text-sm font-medium text-navy-900">{nothingToDo}</p>}
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
          disabled={!file || report === null || !hasWork(report) || check.isPending}
          busy={apply.isPending}
          onClick={() => file && apply.mutate(formFor(file, false))}
        >
          <Trans>Import</Trans>
        </Button>
      </div>
    </div>
  );
}

/** A few rows of what a check found, in a small scrolling table under a heading. */
export function CheckedRows({
  heading,
  columns,
  rows,
}: {
  heading: ReactNode;
  columns: ReactNode[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-navy-900">{heading}</h3>
      <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              {columns.map((column, index) => (
                <Th key={index}>{column}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <Td key={index}>{cell}</Td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
