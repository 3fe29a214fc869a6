import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Screen } from '../dashboard/screen.tsx';

interface RecordNotFoundProps {
  title: ReactNode;
  message: ReactNode;
  backTo: '/dashboard/services' | '/dashboard/data' | '/dashboard/requests';
  backLabel: ReactNode;
}

/** An address of a record (a service, a spare group, a quote) that does not exist (any more), with the way back to its list. */
export function RecordNotFound({ title, message, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <Screen title={title}>
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <SearchX className="size-10 text-steel-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-navy-900">
          <Trans>Not found</Trans>
        </p>
        <p className="max-w-md text-muted">{message}</p>
        <Link to={backTo} className={buttonClass('secondary', 'md', 'mt-3')}>
          {backLabel}
        </Link>
      </Card>
    </Screen>
  );
}

/** A service address whose service does not exist. */
export function ServiceNotFound() {
  return (
    <RecordNotFound
      title={<Trans>Service</Trans>}
      message={<Trans>This service does not exist or has been deleted.</Trans>}
      backTo="/dashboard/services"
      backLabel={<Trans>Back to services</Trans>}
    />
  );
}
