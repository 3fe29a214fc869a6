import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../features/dashboard/screen.tsx';
import { DeletedRecords } from '../../features/history/deleted-records.tsx';

export const Route = createFileRoute('/dashboard/deleted')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.history.deleted.queryOptions()),
  component: DeletedScreen,
});

function DeletedScreen() {
  return (
    <Screen title={<Trans>Recently deleted</Trans>}>
      <p className="mb-5 max-w-2xl text-muted">
        <Trans>
          What was deleted in the last 30 days can be restored as it was: with its address, pictures and, for a spare
          part group, its parts.
        </Trans>
      </p>
      <DeletedRecords />
    </Screen>
  );
}
