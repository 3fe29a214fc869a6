import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ToolbarButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  /** For toggles: whether the format is on at the selection. */
  pressed?: boolean;
}

/** A square icon button of the editor's toolbar. */
export function ToolbarButton({ label, icon, pressed, className = '', ...rest }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keeps the focus, and with it the selection, in the editable when the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      className={`flex size-8 shrink-0 items-center justify-center rounded-md text-navy-800 transition-colors hover:bg-steel-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent aria-pressed:bg-steel-100 aria-pressed:text-steel-600 aria-pressed:ring-1 aria-pressed:ring-steel-300 aria-expanded:bg-steel-100 [&_svg]:size-4 ${className}`}
      {...rest}
    >
      {icon}
    </button>
  );
}

/** A thin vertical line between groups of buttons. */
export function ToolbarSeparator() {
  return <div role="separator" aria-orientation="vertical" className="mx-1 h-5 w-px shrink-0 bg-slate-300" />;
}
