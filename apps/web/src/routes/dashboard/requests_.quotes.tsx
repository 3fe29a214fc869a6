import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { mayLoad } from '../../features/dashboard/access.tsx';
import { Screen } from '../../features/dashboard/screen.tsx';
import { QuotesTable } from '../../features/quotes-admin/quotes-table.tsx';

export const Route = createFileRoute('/dashboard/requests_/quotes')({
  loader: async ({ context: { queryClient, trpc } }) => {
    if (!(await mayLoad({ queryClient, trpc }, '/dashboard/requests/quotes'))) return;
    await queryClient.ensureQueryData(trpc.quote.list.queryOptions());
  },
  component: () => (
    <Screen title={<Trans>Quotes</Trans>}>
      <QuotesTable />
    </Screen>
  ),
});
