import { useLingui } from '@lingui/react/macro';
import type { RequestStatus } from '@tp/schemas';

/** The words for each status of an inquiry (an application has the first four), in the administrator's language. */
export function useStatusLabels(): Record<RequestStatus, string> {
  const { t } = useLingui();
  return {
    new: t`New`,
    in_progress: t`In progress`,
    answered: t`Answered`,
    quoted: t`Quoted`,
    won: t`Won`,
    lost: t`Lost`,
    no_bid: t`No bid`,
    archived: t`Archived`,
  };
}

/** The status of one inquiry or application, set in place in its row, from the statuses it can have; a new one stands out. */
export function StatusSelect<Status extends RequestStatus>({
  value,
  statuses,
  label,
  onChange,
}: {
  value: Status;
  statuses: readonly Status[];
  label: string;
  onChange: (status: Status) => void;
}) {
  const labels = useStatusLabels();
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Status)}
      className={`rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:border-steel-600 focus:outline-none focus:ring-3 focus:ring-steel-500/25 ${value === 'new' ? 'font-semibold text-navy-900' : 'text-ink'}`}
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {labels[status]}
        </option>
      ))}
    </select>
  );
}
