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

/** A record deleted in the last 30 days, to be brought back. */
export const deletedRecordInput = historyRecordInput;

export const HISTORY_KEEP_INVALID = 'Must be a whole number from 0 to 100000';
const keepCount = z
  .number({ message: HISTORY_KEEP_INVALID })
  .int(HISTORY_KEEP_INVALID)
  .min(0, HISTORY_KEEP_INVALID)
  .max(100_000, HISTORY_KEEP_INVALID);

/**
 * How long content history is kept: the newest `revisions` per record and `days` back (0: no limit of that kind);
 * a revision goes when it is past either, but a record's newest revision always stays.
 */
export const historyRetention = z.object({
  revisions: keepCount.meta({ description: 'The newest revisions kept per record; 0: no limit by number' }),
  days: keepCount.meta({ description: 'Revisions older than this many days are removed; 0: no limit by age' }),
});
export type HistoryRetention = z.output<typeof historyRetention>;
