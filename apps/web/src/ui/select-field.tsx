import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
}

/** A labelled native select in the look of TextField. */
export function SelectField({ label, className = '', children, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-navy-900">
        {label}
      </label>
      <select
        id={id}
        className={`w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-[0.95rem] text-ink shadow-sm transition-colors focus:border-steel-600 focus:outline-none focus:ring-3 focus:ring-steel-500/25 ${className}`}
        {...rest}
      >
        {children}
      </select>
    </div>
  );
}
