import { z } from 'zod';
import { activityListInput, activityRow } from '@tp/schemas';
import { fromQuery, restRoute, type RestRoute } from '../../rest/route-table.ts';

const activityPage = z
  .object({
    items: z.array(activityRow),
    next_before: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Pass as `before` for the next page; null on the last' }),
  })
  .meta({ id: 'ActivityPage' });

export const activityRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/activity',
    procedure: 'activity.list',
    access: 'admin',
    summary: 'The activity log, newest first: sign-ins and every management write (?entity=&actor=&before=&limit=)',
    input: fromQuery,
    query: activityListInput.unwrap(),
    output: activityPage,
  }),
];
