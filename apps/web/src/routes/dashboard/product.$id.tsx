import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductDetail } from '../../features/catalogue-admin/product-detail.tsx';
import { ProductNotFound } from '../../features/catalogue-admin/product-not-found.tsx';
import { httpStatusOf } from '../../lib/trpc.ts';

export const Route = createFileRoute('/dashboard/product/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw notFound();
    try {
      await Promise.all([
        queryClient.ensureQueryData(trpc.product.show.queryOptions({ id })),
        queryClient.ensureQueryData(trpc.category.list.queryOptions()),
      ]);
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 404 || status === 400) throw notFound();
      throw error;
    }
  },
  component: ProductScreen,
  notFoundComponent: ProductNotFound,
});

function ProductScreen() {
  const { id } = Route.useParams();
  return <ProductDetail id={Number(id)} />;
}
