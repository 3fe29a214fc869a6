import { z } from 'zod';
import { imagePathInput, recordId, sparePartFields, titledTexts } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { titledRecords } from '../titled-record/titled-record.service.ts';
import { fileSchema, formDataInput } from '../upload/form-data-input.ts';
import { importParts } from './parts-import.ts';
import { listParts } from './spare-part.repository.ts';
import * as parts from './spare-part.service.ts';

const groups = titledRecords('spare_groups', 'spare_group', 'Spare group');
const idInput = z.object({ id: recordId });
const partIds = z.object({ id: recordId, partId: recordId });
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((value) => value === true || value === 'true' || value === '1');

export const spareRouter = router({
  /** The groups with their images; the parts come with each group's own read. */
  list: publicProcedure.query(({ ctx }) => groups.list(ctx)),
  byId: publicProcedure.input(idInput).query(async ({ ctx, input }) => ({ ...(await groups.find(ctx, input.id)), parts: await listParts(ctx.db, input.id) })),
  create: adminProcedure
    .input(formDataInput(titledTexts.extend({ images: z.array(fileSchema).max(20) }), 'images'))
    .mutation(({ ctx, input }) => groups.create(ctx, input, input.images)),
  update: adminProcedure.input(titledTexts.extend({ id: recordId })).mutation(({ ctx, input }) => groups.update(ctx, input.id, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => groups.remove(ctx, input.id)),
  addImage: adminProcedure
    .input(formDataInput(idInput.extend({ image: z.array(fileSchema).min(1, 'Please select a file first!').max(20) }), 'image'))
    .mutation(({ ctx, input }) => groups.addImageFiles(ctx, input.id, input.image)),
  deleteImage: adminProcedure.input(idInput.extend(imagePathInput.shape)).mutation(({ ctx, input }) => groups.deleteImage(ctx, input.id, input.path)),

  createPart: adminProcedure.input(sparePartFields.extend({ id: recordId })).mutation(({ ctx, input: { id, ...fields } }) => parts.createPart(ctx, id, fields)),
  updatePart: adminProcedure
    .input(sparePartFields.extend(partIds.shape))
    .mutation(({ ctx, input: { id, partId, ...fields } }) => parts.updatePart(ctx, id, partId, fields)),
  deletePart: adminProcedure.input(partIds).mutation(({ ctx, input }) => parts.deletePart(ctx, input.id, input.partId)),
  /** Bulk import from XLSX or CSV: `preview` only reports what would change; otherwise one transaction applies it. */
  importParts: adminProcedure
    .input(formDataInput(idInput.extend({ preview: flag.default(true), file: z.array(fileSchema).length(1, 'Please select a file first!') }), 'file'))
    .mutation(({ ctx, input }) => importParts(ctx, input.id, input.file[0]!, input.preview)),
});
