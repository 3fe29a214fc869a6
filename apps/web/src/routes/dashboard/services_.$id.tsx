import { createFileRoute } from '@tanstack/react-router';
import { loadById } from '../../features/services-admin/load-by-id.ts';
import { ServiceNotFound } from '../../features/services-admin/record-not-found.tsx';
import { ServiceDetail } from '../../features/services-admin/service-detail.tsx';

export const Route = createFileRoute('/dashboard/services_/$id')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadById(params.id, (id) => queryClient.ensureQueryData(trpc.service.byId.queryOptions({ id }))),
  component: ServiceScreen,
  notFoundComponent: ServiceNotFound,
});

function ServiceScreen() {
  const { id } = Route.useParams();
  return <ServiceDetail id={Number(id)} />;
}
