import { useLingui } from '@lingui/react/macro';
import { REQUEST_STATUSES, type RequestStatus } from '@tp/schemas';

/** The words for each status of an inquiry, in the administrator's language. */
export function useStatusLabels(): Record<RequestStatus, string> {
  const { t } = useLingui();
  return { new: t`New`, in_progress: t`In progress`, answered: t`Answered`, archived: t`Archived` };
}

/** The status of one inquiry or application, set in place in its row; a new one stands out. */
export function StatusSelect({
  value,
  label,
  onChange,
}: {
  value: RequestStatus;
  label: string;
  onChange: (status: RequestStatus) => void;
}) {
  const labels = useStatusLabels();
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as RequestStatus)}
      className={`rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:border-steel-600 focus:outline-none focus:ring-3 focus:ring-steel-500/25 ${value === 'new' ? 'font-semibold text-navy-900' : 'text-ink'}`}
    >
      {REQUEST_STATUSES.map((status) => (
        <option key={status} value={status}>
          {labels[status]}
        </option>
      ))}
    </select>
  );
}
