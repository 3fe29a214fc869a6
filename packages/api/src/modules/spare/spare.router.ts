import {
  catalogueInput,
  firstPartsInput,
  formFlag,
  idInput,
  partKeys,
  partKeysInput,
  recordId,
  sparePartFields,
  updateInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { illustratedRecordProcedures } from '../../platform/illustrated-records/illustrated-record.procedures.ts';
import { oneFile } from '../../platform/uploads/file-fields.ts';
import { formDataInput } from '../../platform/uploads/form-data-input.ts';
import { importParts } from './parts-import.ts';
import * as parts from './spare-part.service.ts';
import { catalogue, findGroupWithFirstParts, findGroupWithParts, spareGroups } from './spare.service.ts';

export const spareRouter = router({
  /** `list` gives the groups with their images; the parts come with each group's own read. */
  ...illustratedRecordProcedures(spareGroups, { imagesRequired: false }),
  /** A group's page with every part: not found while it is hidden. */
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => findGroupWithParts(ctx, input.id, 'visitors')),
  /** `byId` for the team: hidden or not. */
  show: staffProcedure.input(idInput).query(({ ctx, input }) => findGroupWithParts(ctx, input.id, 'team')),
  /** The parts catalogue in one language, which the REST downloads turn into CSV or XLSX. */
  catalogue: publicProcedure.input(catalogueInput).query(({ ctx, input }) => catalogue(ctx, input.id, input.lang)),
  /** The part list page's first screenful (not in REST: `byId` has every part). */
  withFirstParts: publicProcedure
    .input(firstPartsInput)
    .query(({ ctx, input }) => findGroupWithFirstParts(ctx, input.id, input.limit)),

  createPart: editorProcedure
    .input(sparePartFields.extend({ id: recordId }))
    .mutation(({ ctx, input: { id, ...fields } }) => parts.createPart(ctx, id, fields)),
  updatePart: editorProcedure
    .input(updateInput(partKeys, sparePartFields))
    .mutation(({ ctx, input: { id, partId, ...changes } }) => parts.updatePart(ctx, id, partId, changes)),
  deletePart: editorProcedure
    .input(partKeysInput)
    .mutation(({ ctx, input }) => parts.deletePart(ctx, input.id, input.partId)),
  /** Bulk import from XLSX or CSV: `preview` only reports what would change; otherwise one transaction applies it. */
  importParts: editorProcedure
    .input(formDataInput(idInput.extend({ preview: formFlag.default(true), file: oneFile }), 'file'))
    .mutation(({ ctx, input }) => importParts(ctx, input.id, input.file[0]!, input.preview)),
});
