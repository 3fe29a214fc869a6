import type { AppRouter } from '@tp/api';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

export type Category = Outputs['category']['list'][number];
export type ProductSummary = Outputs['product']['list'][number];
export type Product = Outputs['product']['show'];
export type ProductProperty = Product['property'][number];
