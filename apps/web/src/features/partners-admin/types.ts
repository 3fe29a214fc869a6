import type { RouterOutputs } from '../../lib/router-types.ts';

export type Partner = RouterOutputs['partner']['all'][number];
