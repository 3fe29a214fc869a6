import { titledRecordRepository } from '../titled-record/titled-record.repository.ts';

/** Services: titles and texts in three languages, in the administrator's order. */
export const serviceRepository = titledRecordRepository('services');
