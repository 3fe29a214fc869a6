import { RETENTION_MONTHS_MAX, retentionSettings } from '@tp/schemas';
import { fromBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

const retention = retentionSettings.meta({
  id: 'Retention',
  description:
    'Requests and job applications (with their files) older than `months` are deleted once a day; 0 keeps them for ever',
});

export const retentionRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/settings/retention',
    procedure: 'retention.get',
    access: 'admin',
    summary: 'How many months requests and job applications are kept',
    output: retention,
  }),
  restRoute({
    method: 'PATCH',
    path: '/settings/retention',
    procedure: 'retention.update',
    access: 'admin',
    summary: `Set how many months requests and job applications are kept: a whole number from 0 (for ever) to ${RETENTION_MONTHS_MAX}`,
    input: fromBody,
    output: retention,
  }),
];
