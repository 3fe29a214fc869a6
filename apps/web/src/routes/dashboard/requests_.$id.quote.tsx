import { createFileRoute } from '@tanstack/react-router';
import { mayLoad } from '../../features/dashboard/access.tsx';
import { NewQuoteScreen, QuoteNotFound } from '../../features/quotes-admin/quote-screens.tsx';
import { loadById } from '../../features/services-and-spare-groups/load-by-id.ts';

export const Route = createFileRoute('/dashboard/requests_/$id/quote')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    if (!(await mayLoad({ queryClient, trpc }, '/dashboard/requests'))) return;
    await loadById(params.id, (id) => queryClient.ensureQueryData(trpc.request.byId.queryOptions({ id })));
  },
  component: function NewQuoteRoute() {
    const { id } = Route.useParams();
    return <NewQuoteScreen requestId={Number(id)} />;
  },
  notFoundComponent: QuoteNotFound,
});
