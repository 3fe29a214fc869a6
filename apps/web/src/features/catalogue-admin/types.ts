import type { RouterOutputs } from '../../lib/router-types.ts';

export type Category = RouterOutputs['category']['list'][number];
export type ProductSummary = RouterOutputs['product']['listAll'][number];
export type Product = RouterOutputs['product']['show'];
export type ProductProperty = Product['property'][number];
