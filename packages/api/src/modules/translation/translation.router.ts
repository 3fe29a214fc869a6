import { z } from 'zod';
import {
  formFlag,
  recordId,
  targetLang,
  translatableEntity,
  translationExportInput,
  translationKey,
  translationListInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { oneFile } from '../../platform/uploads/file-fields.ts';
import { formDataInput } from '../../platform/uploads/form-data-input.ts';
import {
  markTranslationCurrent,
  recordTranslationStates,
  translationList,
  translationSummary,
} from './translation.service.ts';

/** The translation files' code (an XML and an HTML parser with it) loads with the first export or import, not at start. */
const translationFiles = () => import('./translation-files.ts');

export const translationRouter = router({
  /** Per target language, how many texts are missing, outdated and current. */
  summary: staffProcedure.query(({ ctx }) => translationSummary(ctx)),
  /** The texts of a language still to translate. */
  list: staffProcedure.input(translationListInput).query(({ ctx, input }) => translationList(ctx, input)),
  /** The state of each translated field of one record, for the marks beside its editor's fields. */
  record: staffProcedure
    .input(z.object({ entity: translatableEntity, id: recordId }))
    .query(({ ctx, input }) => recordTranslationStates(ctx, input)),
  /** A translation whose German text changed is still right. */
  markCurrent: editorProcedure.input(translationKey).mutation(({ ctx, input }) => markTranslationCurrent(ctx, input)),
  /** The texts of a language as an XLIFF 2.0 or XLSX file for a translator (base64; REST sends the bytes). */
  export: staffProcedure
    .input(translationExportInput)
    .query(async ({ ctx, input }) => (await translationFiles()).exportTranslations(ctx, input)),
  /** A translated file back: `preview` (the default) reports what would change; otherwise one transaction applies it. */
  import: editorProcedure
    .input(formDataInput(z.object({ lang: targetLang, preview: formFlag.default(true), file: oneFile }), 'file'))
    .mutation(async ({ ctx, input }) =>
      (await translationFiles()).importTranslations(ctx, input.lang, input.file[0]!, input.preview),
    ),
});
