import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { ApplicationsTable } from '../../features/careers/applications-table.tsx';
import { mayLoad } from '../../features/dashboard/access.tsx';
import { Screen } from '../../features/dashboard/screen.tsx';
import { RequestsTable } from '../../features/requests/requests-table.tsx';
import { buttonClass } from '../../ui/button.tsx';

export const Route = createFileRoute('/dashboard/requests')({
  loader: async ({ context: { queryClient, trpc } }) => {
    if (!(await mayLoad({ queryClient, trpc }, '/dashboard/requests'))) return;
    await Promise.all([
      queryClient.ensureQueryData(trpc.request.list.queryOptions()),
      queryClient.ensureQueryData(trpc.cv.list.queryOptions()),
    ]);
  },
  component: () => (
    <Screen
      title={<Trans>Requests</Trans>}
      actions={
        <Link to="/dashboard/requests/quotes" className={buttonClass('secondary', 'sm')} data-testid="all-quotes">
          <FileText className="size-4" aria-hidden="true" />
          <Trans>All quotes</Trans>
        </Link>
      }
    >
      <RequestsTable />
      <h2 className="mb-4 mt-12 text-xl font-bold text-navy-900">
        <Trans>Job applications</Trans>
      </h2>
      <ApplicationsTable />
    </Screen>
  ),
});
