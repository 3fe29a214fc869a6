import type { RouterOutputs } from '../../lib/router-types.ts';

export type SpareGroupSummary = RouterOutputs['spare']['list'][number];
export type SpareGroup = RouterOutputs['spare']['byId'];
export type SparePart = SpareGroup['parts'][number];
export type ImportPlan = RouterOutputs['spare']['importParts'];
