import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../features/dashboard/screen.tsx';
import { ScheduleList } from '../../features/drafts/schedule-list.tsx';

export const Route = createFileRoute('/dashboard/schedule')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.draft.schedules.queryOptions()),
  component: ScheduleScreen,
});

function ScheduleScreen() {
  return (
    <Screen title={<Trans>Scheduled</Trans>}>
      <p className="mb-5 max-w-2xl text-muted">
        <Trans>
          Drafts that go live by themselves, and switch back, at the time chosen in their editor. The server makes each
          change once, as the person who scheduled it, and it appears in the record’s history and the activity log.
        </Trans>
      </p>
      <ScheduleList />
    </Screen>
  );
}
