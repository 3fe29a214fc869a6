import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** Outlines the select red and explains why below it. */
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select in the look of TextField. */
export function SelectField({ label, error, className = '', children, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-navy-900">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2.5 text-[0.95rem] text-ink shadow-sm transition-colors disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 focus:outline-none focus:ring-3 ${
          error
            ? 'border-danger ring-danger/20 focus:ring-danger/25'
            : 'border-slate-300 focus:border-steel-600 focus:ring-steel-500/25'
        } ${className}`}
        {...rest}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
