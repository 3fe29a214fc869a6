import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';

/** A titled card around a public form. */
export function FormCard({
  title,
  intro,
  children,
  id,
  className = '',
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <Card className={`p-6 sm:p-8 ${className}`} id={id}>
      <h2 className="text-xl font-semibold text-navy-900">{title}</h2>
      {intro && <p className="mt-1.5 text-muted">{intro}</p>}
      <div className="mt-6">{children}</div>
    </Card>
  );
}
