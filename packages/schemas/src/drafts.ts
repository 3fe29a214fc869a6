import { z } from 'zod';
import { recordId } from './common.ts';
import { pageFields } from './page.ts';
import { productFields } from './product.ts';
import { illustratedFields } from './titled.ts';
import { optionalShape } from './update-input.ts';

/** The records that can be drafted beside their published version. */
export const DRAFT_ENTITIES = ['service', 'spare', 'page', 'product'] as const;
export type DraftEntity = (typeof DRAFT_ENTITIES)[number];

/** Each draftable record's fields: what its PATCH takes. */
export const DRAFT_FIELDS = {
  service: illustratedFields,
  spare: illustratedFields,
  page: pageFields,
  product: productFields,
} as const satisfies Record<DraftEntity, z.ZodObject>;

const draftEntity = z
  .enum(DRAFT_ENTITIES, { message: `Entity must be one of ${DRAFT_ENTITIES.join(', ')}` })
  .meta({ description: 'The kind of record' });

/** A record's draft. */
export const draftRecordInput = z.object({ entity: draftEntity, id: recordId });
export type DraftRecordInput = z.output<typeof draftRecordInput>;

export const DRAFT_VERSION_INVALID = 'Version must be a whole number: 0 for a new draft, else the one you read';
const version = z
  .number({ message: DRAFT_VERSION_INVALID })
  .int(DRAFT_VERSION_INVALID)
  .min(0, DRAFT_VERSION_INVALID)
  .meta({ description: "The draft's version you edited (0 to start one); another is refused with 409" });

/** Every field a draft of some kind takes (the kinds agree where they share a name); the service checks the kind. */
const anyDraftField = {
  ...optionalShape(illustratedFields),
  ...optionalShape(pageFields),
  ...optionalShape(productFields),
};

/**
 * A save of a draft: the record, the draft's version edited, and the fields to change as its PATCH takes them (the
 * fields of another kind of record are refused). Fields not sent keep what the draft or the live record has.
 */
export const draftSaveInput = draftRecordInput.extend({ version, ...anyDraftField });
export type DraftSaveInput = z.output<typeof draftSaveInput>;

/** Publishing a draft: the version read, so that a draft changed meanwhile is not published unseen. */
export const draftPublishInput = draftRecordInput.extend({ version });
export type DraftPublishInput = z.output<typeof draftPublishInput>;

/** A preview link's read: its token, and the record the page shows (a link made for another record shows nothing). */
export const draftPreviewInput = draftRecordInput.extend({
  token: z.string().min(20).max(100).meta({ description: "The token from the preview link's address" }),
});
export type DraftPreviewInput = z.output<typeof draftPreviewInput>;
