import { createFileRoute } from '@tanstack/react-router';
import { loadById } from '../../features/services-and-spare-groups/load-by-id.ts';
import { SpareGroupDetail } from '../../features/spares-admin/spare-group-detail.tsx';
import { SpareGroupNotFound } from '../../features/spares-admin/spare-group-not-found.tsx';

/**
 * `?part=` filters the parts by a number at first (the part finder links so); `?edit=` opens a part's dialog (the
 * Translations screen links so). A plain function, see activity.tsx.
 */
function spareSearch(search: Record<string, unknown>): { part?: string; edit?: number } & Record<string, unknown> {
  const edit = Number(search.edit);
  return {
    ...search,
    part: typeof search.part === 'string' && search.part.trim() !== '' ? search.part.trim().slice(0, 80) : undefined,
    edit: Number.isInteger(edit) && edit > 0 ? edit : undefined,
  };
}

export const Route = createFileRoute('/dashboard/spare/$id')({
  validateSearch: spareSearch,
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadById(params.id, (id) => queryClient.ensureQueryData(trpc.spare.show.queryOptions({ id }))),
  component: SpareGroupScreen,
  notFoundComponent: SpareGroupNotFound,
});

function SpareGroupScreen() {
  const { id } = Route.useParams();
  const { part, edit } = Route.useSearch();
  return <SpareGroupDetail key={`${id}-${part ?? ''}-${edit ?? ''}`} id={Number(id)} part={part} edit={edit} />;
}
