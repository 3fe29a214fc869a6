import { Trans } from '@lingui/react/macro';
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { Screen } from './screen.tsx';

/** An honest stand-in for a screen whose own work has not landed yet. */
export function ScreenPlaceholder({ title }: { title: ReactNode }) {
  return (
    <Screen title={title}>
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <Construction className="size-10 text-steel-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-navy-900">
          <Trans>This screen is not available yet.</Trans>
        </p>
        <p className="max-w-md text-muted">
          <Trans>
            It is being built and will appear here with the next update. The public website already shows the current
            content.
          </Trans>
        </p>
      </Card>
    </Screen>
  );
}
