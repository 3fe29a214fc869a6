import type { RouterOutputs } from '../../lib/router-types.ts';

export type Service = RouterOutputs['service']['listAll'][number];
