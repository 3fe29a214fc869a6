import { createFileRoute } from '@tanstack/react-router';
import { PartnersScreen } from '../../features/partners-admin/partners-screen.tsx';

export const Route = createFileRoute('/dashboard/partners')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.partner.listAll.queryOptions()),
  component: PartnersScreen,
});
