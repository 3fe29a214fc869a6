import type { AppRouter } from '@tp/api';
import type { inferRouterOutputs } from '@trpc/server';

export type Partner = inferRouterOutputs<AppRouter>['partner']['all'][number];
