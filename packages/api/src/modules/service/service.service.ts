import { illustratedRecords } from '../../platform/illustrated-records/illustrated-record.service.ts';
import { serviceRepository } from './service.repository.ts';

/** A service is an illustrated record whose images show on its page; it needs at least one. */
export const services = illustratedRecords(serviceRepository, 'service', 'Service');
