import { createFileRoute } from '@tanstack/react-router';
import { SpareGroupsScreen } from '../../features/spares-admin/spare-groups-screen.tsx';

export const Route = createFileRoute('/dashboard/data')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.spare.listAll.queryOptions()),
  component: SpareGroupsScreen,
});
