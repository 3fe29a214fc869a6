import { idInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { illustratedRecordProcedures } from '../../platform/illustrated-records/illustrated-record.procedures.ts';
import { services } from './service.service.ts';

export const serviceRouter = router({
  ...illustratedRecordProcedures(services, { imagesRequired: true }),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => services.find(ctx, input.id)),
});
