import { createFileRoute } from '@tanstack/react-router';
import { ServicesScreen } from '../../features/services-admin/services-screen.tsx';

export const Route = createFileRoute('/dashboard/services')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.service.listAll.queryOptions()),
  component: ServicesScreen,
});
