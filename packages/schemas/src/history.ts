import { z } from 'zod';
import { recordId } from './common.ts';

/** The content records with a history, as the API names them. */
export const HISTORY_ENTITIES = [
  'service',
  'spare',
  'spare-part',
  'product',
  'property',
  'category',
  'partner',
  'page',
  'page-part',
  'settings',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

const historyEntity = z
  .enum(HISTORY_ENTITIES, { message: `Entity must be one of ${HISTORY_ENTITIES.join(', ')}` })
  .meta({ description: 'The kind of record' });

/** A record whose history is asked for: its kind and id (settings: 1). */
export const historyRecordInput = z.object({ entity: historyEntity, id: recordId });
export type HistoryRecordInput = z.output<typeof historyRecordInput>;

/** One revision of a record. */
export const revisionInput = historyRecordInput.extend({
  revision: recordId.meta({ description: "The revision's id, from the record's list" }),
});
export type RevisionInput = z.output<typeof revisionInput>;
