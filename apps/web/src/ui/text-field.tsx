import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

const controlClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3.5 py-2.5 text-[0.95rem] text-ink shadow-sm transition-colors placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 focus:outline-none focus:ring-3 ${
    invalid
      ? 'border-danger ring-danger/20 focus:ring-danger/25'
      : 'border-slate-300 focus:border-steel-600 focus:ring-steel-500/25'
  }`;

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-navy-900">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The input itself, e.g. for a form library that focuses a wrong field. */
  ref?: Ref<HTMLInputElement>;
  /** Outlines the field red; a text also explains why. */
  error?: ReactNode | true;
  hint?: ReactNode;
}

/** A labelled input; an error outlines it red and is announced with the field. */
export function TextField({ label, error, hint, required, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const invalid = Boolean(error);
  return (
    <FieldShell id={id} label={label} required={required} error={error === true ? undefined : error} hint={hint}>
      <input
        id={id}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={error && error !== true ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${controlClass(invalid)} ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  error?: ReactNode | true;
  hint?: ReactNode;
}

export function TextArea({ label, error, hint, required, className = '', rows = 4, ...rest }: TextAreaProps) {
  const id = useId();
  const invalid = Boolean(error);
  return (
    <FieldShell id={id} label={label} required={required} error={error === true ? undefined : error} hint={hint}>
      <textarea
        id={id}
        rows={rows}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={error && error !== true ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${controlClass(invalid)} resize-y ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}
