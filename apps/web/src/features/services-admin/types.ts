import type { AppRouter } from '@tp/api';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

export type Service = Outputs['service']['list'][number];
