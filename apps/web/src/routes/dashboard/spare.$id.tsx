import { createFileRoute } from '@tanstack/react-router';
import { loadById } from '../../features/services-admin/load-by-id.ts';
import { SpareGroupDetail } from '../../features/spares-admin/spare-group-detail.tsx';
import { SpareGroupNotFound } from '../../features/spares-admin/spare-group-not-found.tsx';

export const Route = createFileRoute('/dashboard/spare/$id')({
  loader: ({ context: { queryClient, trpc }, params }) => loadById(params.id, (id) => queryClient.ensureQueryData(trpc.spare.byId.queryOptions({ id }))),
  component: SpareGroupScreen,
  notFoundComponent: SpareGroupNotFound,
});

function SpareGroupScreen() {
  const { id } = Route.useParams();
  return <SpareGroupDetail id={Number(id)} />;
}
