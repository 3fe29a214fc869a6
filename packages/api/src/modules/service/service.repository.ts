import { illustratedRecordRepository } from '../../platform/illustrated-records/illustrated-record.repository.ts';

/** Services: titles and texts in three languages, in the administrator's order. */
export const serviceRepository = illustratedRecordRepository('services');
