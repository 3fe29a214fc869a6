import { createFileRoute } from '@tanstack/react-router';
import { mayLoad } from '../../features/dashboard/access.tsx';
import { QuoteScreen, QuoteNotFound } from '../../features/quotes-admin/quote-screens.tsx';
import { loadById } from '../../features/services-and-spare-groups/load-by-id.ts';

export const Route = createFileRoute('/dashboard/requests_/quotes_/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    if (!(await mayLoad({ queryClient, trpc }, '/dashboard/requests/quotes'))) return;
    await loadById(params.id, (id) => queryClient.ensureQueryData(trpc.quote.byId.queryOptions({ id })));
  },
  component: function QuoteRoute() {
    const { id } = Route.useParams();
    return <QuoteScreen id={Number(id)} />;
  },
  notFoundComponent: QuoteNotFound,
});
