import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Td, Th } from '../../ui/table.tsx';
import type { ImportPlan } from './types.ts';

/** How many rows to add or change are shown; invalid rows are listed up to SHOWN_INVALID. */
const SHOWN_ROWS = 5;
const SHOWN_INVALID = 50;

interface ListedRow {
  row: number;
  partnumber: string;
  detail: string;
}

/** A few rows of the file: row number, part number and one more column (why it is invalid, what changes…). */
function RowList({ heading, detail, rows }: { heading: ReactNode; detail: ReactNode; rows: ListedRow[] }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-navy-900">{heading}</h3>
      <div className="max-h-56 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <Th>
                <Trans>Row</Trans>
              </Th>
              <Th>
                <Trans>Part number</Trans>
              </Th>
              <Th>{detail}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row}>
                <Td className="tabular-nums">{row.row}</Td>
                <Td className="break-all">{row.partnumber}</Td>
                <Td>{row.detail}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
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
          rows={plan.invalid
            .slice(0, SHOWN_INVALID)
            .map((row) => ({ row: row.row, partnumber: row.partnumber, detail: row.reason }))}
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
          rows={plan.add.slice(0, SHOWN_ROWS).map((row) => ({
            row: row.row,
            partnumber: row.partnumber,
            detail: row.description_en || row.description_de,
          }))}
        />
      )}
      {toChange > 0 && (
        <RowList
          heading={<Trans>First rows to change</Trans>}
          detail={<Trans>Changed fields</Trans>}
          rows={plan.change
            .slice(0, SHOWN_ROWS)
            .map((row) => ({ row: row.row, partnumber: row.partnumber, detail: row.fields.join(', ') }))}
        />
      )}
    </div>
  );
}
