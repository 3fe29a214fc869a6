import { createFileRoute } from '@tanstack/react-router';
import { loadById } from '../../features/services-and-spare-groups/load-by-id.ts';
import { ServiceNotFound } from '../../features/services-and-spare-groups/record-not-found.tsx';
import { ServiceDetail } from '../../features/services-admin/service-detail.tsx';

export const Route = createFileRoute('/dashboard/services_/$id')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadById(params.id, (id) => queryClient.ensureQueryData(trpc.service.show.queryOptions({ id }))),
  component: ServiceScreen,
  notFoundComponent: ServiceNotFound,
});

function ServiceScreen() {
  const { id } = Route.useParams();
  return <ServiceDetail id={Number(id)} />;
}
