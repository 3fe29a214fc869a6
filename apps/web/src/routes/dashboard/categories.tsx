import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '../../features/catalogue-admin/categories-screen.tsx';

export const Route = createFileRoute('/dashboard/categories')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.category.list.queryOptions()),
  component: CategoriesScreen,
});
