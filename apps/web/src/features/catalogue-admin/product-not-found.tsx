import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Screen } from '../dashboard/screen.tsx';

/** A product address whose product does not exist (any more). */
export function ProductNotFound() {
  return (
    <Screen title={<Trans>Product</Trans>}>
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <SearchX className="size-10 text-steel-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-navy-900">
          <Trans>Not found</Trans>
        </p>
        <p className="max-w-md text-muted">
          <Trans>This product does not exist or has been deleted.</Trans>
        </p>
        <Link to="/dashboard" className={buttonClass('secondary', 'md', 'mt-3')}>
          <Trans>Back to products</Trans>
        </Link>
      </Card>
    </Screen>
  );
}
