import type { RouterOutputs } from '../../lib/router-types.ts';

export type SpareGroupSummary = RouterOutputs['spare']['listAll'][number];
export type SpareGroup = RouterOutputs['spare']['show'];
export type SparePart = SpareGroup['parts'][number];
export type ImportPlan = RouterOutputs['spare']['importParts'];
