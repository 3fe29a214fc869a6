import { illustratedRecordRepository } from '../../platform/illustrated-records/illustrated-record.repository.ts';

/** Spare groups: titles and texts in three languages; their parts are in spare-part.repository.ts. */
export const spareGroupRepository = illustratedRecordRepository('spare_groups');
