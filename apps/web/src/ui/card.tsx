import type { HTMLAttributes } from 'react';

/** A white surface with the shared radius and shadow. */
export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) ${className}`}
      {...rest}
    />
  );
}
