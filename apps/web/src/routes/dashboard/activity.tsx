import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ActivityTable, type ActivitySearch } from '../../features/activity/activity-table.tsx';
import { mayLoad } from '../../features/dashboard/access.tsx';
import { Screen } from '../../features/dashboard/screen.tsx';

/**
 * The filters and the page from the address; anything else in it (such as `lang`) stays. A plain function, not a
 * schema: route options load with every page, and a schema library there would weigh on every visitor.
 */
function activitySearch(search: Record<string, unknown>): ActivitySearch & Record<string, unknown> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const before = Number(search.before);
  return {
    ...search,
    entity: text(search.entity),
    actor: text(search.actor),
    before: Number.isInteger(before) && before > 0 ? before : undefined,
  };
}

export const Route = createFileRoute('/dashboard/activity')({
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    if (!(await mayLoad({ queryClient, trpc }, '/dashboard/activity'))) return;
    await Promise.all([
      queryClient.ensureQueryData(trpc.activity.facets.queryOptions()),
      queryClient.ensureQueryData(trpc.activity.list.queryOptions(deps)),
    ]);
  },
  component: ActivityScreen,
});

function ActivityScreen() {
  const search = Route.useSearch();
  return (
    <Screen title={<Trans>Activity</Trans>}>
      <ActivityTable search={search} />
    </Screen>
  );
}
