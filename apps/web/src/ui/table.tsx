import { Trans } from '@lingui/react/macro';
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/** A crisp data table that scrolls sideways on narrow screens instead of breaking the layout. */
export function Table({
  caption,
  children,
  className = '',
}: {
  caption?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`overflow-x-auto rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) ${className}`}
    >
      <table className="w-full border-collapse text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function Th({ className = '', ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={`border-b border-slate-200 bg-steel-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-navy-800 ${className}`}
      {...rest}
    />
  );
}

/**
 * The header row of a plain table: one heading per column and, with `actions`, a last column for the row's
 * buttons whose heading only screen readers hear. Positioned, so that hidden heading stays inside the
 * table's scrolling box on a phone.
 */
export function TableHead({ columns, actions = false }: { columns: ReactNode[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <Th key={index}>{column}</Th>
        ))}
        {actions && (
          <Th className="relative">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </Th>
        )}
      </tr>
    </thead>
  );
}

export function Td({ className = '', ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`border-b border-slate-100 px-4 py-3 align-top text-ink ${className}`} {...rest} />;
}

export function Tr({ className = '', ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={`last:[&>td]:border-b-0 ${className}`} {...rest} />;
}

/** The line a list shows when it has nothing in it ('No request yet', 'No part'). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-(--radius-card) border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-muted">
      {children}
    </p>
  );
}
