import { createFileRoute } from '@tanstack/react-router';
import { ProductsOverview } from '../../features/dashboard/products-overview.tsx';

export const Route = createFileRoute('/dashboard/')({ component: ProductsOverview });
