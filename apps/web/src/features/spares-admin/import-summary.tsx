import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckedRows } from '../dashboard/checked-import.tsx';
import type { ImportPlan } from './types.ts';

/** How many rows to add or change are shown; invalid rows are listed up to SHOWN_INVALID. */
const SHOWN_ROWS = 5;
const SHOWN_INVALID = 50;

/** A few rows of the file: row number, part number and one more column (why it is invalid, what changes…). */
function RowList({
  heading,
  detail,
  rows,
}: {
  heading: ReactNode;
  detail: ReactNode;
  rows: [number, string, string][];
}) {
  return (
    <CheckedRows
      heading={heading}
      columns={[<Trans key="row">Row</Trans>, <Trans key="number">Part number</Trans>, detail]}
      rows={rows.map(([row, partnumber, text]) => ({
        key: row,
        cells: [<span className="tabular-nums">{row}</span>, <span className="break-all">{partnumber}</span>, text],
      }))}
    />
  );
}

/** What an import would do: the four counts, the invalid rows with why, and the first rows to add and to change. */
export function ImportSummary({ plan }: { plan: ImportPlan }) {
  const toAdd = plan.add.length;
  const toChange = plan.change.length;
  const unchanged = plan.unchanged;
  const invalid = plan.invalid.length;
  const moreInvalid = invalid - SHOWN_INVALID;
  const counts = [
    { key: 'add', className: 'bg-green-50 text-green-900', label: <Trans>{toAdd} to add</Trans> },
    { key: 'change', className: 'bg-steel-100 text-navy-900', label: <Trans>{toChange} to change</Trans> },
    { key: 'unchanged', className: 'bg-slate-100 text-navy-900', label: <Trans>{unchanged} unchanged</Trans> },
    {
      key: 'invalid',
      className: invalid > 0 ? 'bg-red-50 text-red-900' : 'bg-slate-100 text-navy-900',
      label: <Trans>{invalid} invalid</Trans>,
    },
  ];

  return (
    <div className="space-y-5" data-testid="import-summary">
      <ul className="grid grid-cols-2 gap-2 text-sm font-medium sm:grid-cols-4">
        {counts.map((count) => (
          <li key={count.key} className={`rounded-lg px-3 py-2 ${count.className}`}>
            {count.label}
          </li>
        ))}
      </ul>
      {invalid > 0 && (
        <RowList
          heading={<Trans>Invalid rows</Trans>}
          detail={<Trans>Reason</Trans>}
          rows={plan.invalid.slice(0, SHOWN_INVALID).map((row) => [row.row, row.partnumber, row.reason])}
        />
      )}
      {moreInvalid > 0 && (
        <p className="text-sm text-muted">
          <Trans>and {moreInvalid} more invalid rows</Trans>
        </p>
      )}
      {toAdd > 0 && (
        <RowList
          heading={<Trans>First rows to add</Trans>}
          detail={<Trans>Description</Trans>}
          rows={plan.add
            .slice(0, SHOWN_ROWS)
            .map((row) => [row.row, row.partnumber, row.description_en || row.description_de])}
        />
      )}
      {toChange > 0 && (
        <RowList
          heading={<Trans>First rows to change</Trans>}
          detail={<Trans>Changed fields</Trans>}
          rows={plan.change.slice(0, SHOWN_ROWS).map((row) => [row.row, row.partnumber, row.fields.join(', ')])}
        />
      )}
    </div>
  );
}
