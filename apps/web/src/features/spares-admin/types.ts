import type { AppRouter } from '@tp/api';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

export type SpareGroupSummary = Outputs['spare']['list'][number];
export type SpareGroup = Outputs['spare']['byId'];
export type SparePart = SpareGroup['parts'][number];
export type ImportPlan = Outputs['spare']['importParts'];
