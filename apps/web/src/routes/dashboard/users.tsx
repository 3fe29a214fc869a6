import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { mayLoad } from '../../features/dashboard/access.tsx';
import { Screen } from '../../features/dashboard/screen.tsx';
import { InviteCard } from '../../features/users/invite-card.tsx';
import { SecondFactorPolicyCard } from '../../features/users/second-factor-policy-card.tsx';
import { UsersTable } from '../../features/users/users-table.tsx';

export const Route = createFileRoute('/dashboard/users')({
  loader: async ({ context: { queryClient, trpc } }) => {
    if (!(await mayLoad({ queryClient, trpc }, '/dashboard/users'))) return;
    await Promise.all([
      queryClient.ensureQueryData(trpc.user.list.queryOptions()),
      queryClient.ensureQueryData(trpc.user.invitations.queryOptions()),
      queryClient.ensureQueryData(trpc.auth.secondFactorPolicy.queryOptions()),
    ]);
  },
  component: () => (
    <Screen title={<Trans>Users</Trans>}>
      <div className="grid gap-6">
        <UsersTable />
        <InviteCard />
        <SecondFactorPolicyCard />
      </div>
    </Screen>
  ),
});
