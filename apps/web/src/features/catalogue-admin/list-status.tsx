import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../ui/spinner.tsx';
import { EmptyState } from '../../ui/table.tsx';

/** What a list shows before its data is there: a spinner, or the reason it could not be loaded. */
export function ListStatus({ failed }: { failed: boolean }) {
  if (failed) {
    return (
      <EmptyState>
        <Trans>The server could not be reached. Please try again.</Trans>
      </EmptyState>
    );
  }
  return (
    <div role="status" className="flex justify-center py-12 text-steel-600">
      <Spinner className="size-7" />
      <span className="sr-only">
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}
