import type { ReactNode } from 'react';

/** The title band at the top of an inner page. */
export function PageHeader({
  title,
  eyebrow,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden bg-navy-900">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(90_135_181/0.45),transparent_60%),linear-gradient(180deg,rgb(7_17_31/0.2),rgb(7_17_31/0.6))]" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-heat-400">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white md:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-steel-100">{children}</div>}
      </div>
    </div>
  );
}
