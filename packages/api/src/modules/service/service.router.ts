import { z } from 'zod';
import { recordId } from '@tp/schemas';
import { publicProcedure, router } from '../../trpc.ts';
import { titledRecordProcedures } from '../titled-record/titled-record.procedures.ts';
import { services } from './service.service.ts';

export const serviceRouter = router({
  ...titledRecordProcedures(services, { imagesRequired: true }),
  byId: publicProcedure.input(z.object({ id: recordId })).query(({ ctx, input }) => services.find(ctx, input.id)),
});
