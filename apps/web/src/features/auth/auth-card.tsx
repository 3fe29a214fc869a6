import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';

/** The card of the sign-in pages (sign in, accept an invitation, a new password): an icon, a heading, a line. */
export function AuthCard({
  icon,
  title,
  subtitle,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="w-full max-w-md p-8">
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-steel-100 text-steel-600 [&_svg]:size-6">
          {icon}
        </span>
        <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
        {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
      </div>
      {children}
    </Card>
  );
}
