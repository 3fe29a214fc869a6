import { createFileRoute } from '@tanstack/react-router';
import { ProductsOverview } from '../../features/dashboard/products-overview.tsx';

export const Route = createFileRoute('/dashboard/')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.category.list.queryOptions()),
      queryClient.ensureQueryData(trpc.product.listAll.queryOptions({})),
    ]),
  component: ProductsOverview,
});
