import { titledRecords } from '../titled-record/titled-record.service.ts';
import { serviceRepository } from './service.repository.ts';

/** A service is a titled record whose images show on its page; it needs at least one. */
export const services = titledRecords(serviceRepository, 'service', 'Service');
