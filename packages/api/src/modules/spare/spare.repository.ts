import { titledRecordRepository } from '../titled-record/titled-record.repository.ts';

/** Spare groups: titles and texts in three languages; their parts are in spare-part.repository.ts. */
export const spareGroupRepository = titledRecordRepository('spare_groups');
