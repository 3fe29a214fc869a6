import { idInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { illustratedRecordProcedures } from '../../platform/illustrated-records/illustrated-record.procedures.ts';
import { services } from './service.service.ts';

export const serviceRouter = router({
  ...illustratedRecordProcedures(services, { imagesRequired: true }),
  /** A service's page: not found while it is hidden. */
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => services.findVisible(ctx, input.id)),
  /** `byId` for the team: hidden or not. */
  show: staffProcedure.input(idInput).query(({ ctx, input }) => services.find(ctx, input.id)),
});
