import { z } from 'zod';
import { HISTORY_ENTITIES, historyRetention } from '@tp/schemas';
import { fieldValue, timestamp } from '../../rest/openapi/response-fields.ts';
import { fromBody, fromParams, restRoute, type RestRoute } from '../../rest/route-table.ts';

const retention = historyRetention.meta({
  id: 'HistoryRetention',
  description: "A revision goes once past either limit, once a day; a record's newest revision always stays",
});

const revisionUser = z
  .object({
    id: z.number().int().nullable().meta({ description: 'null once the user was removed' }),
    login: z.string(),
    token_name: z.string().nullable().meta({ description: 'The API token it was made through, if any' }),
  })
  .nullable()
  .meta({ description: 'Who made the change; null for a baseline' });

const revisionSummary = {
  id: z.number().int().positive().meta({ description: "The revision's id (they grow with time)" }),
  action: z.enum(['baseline', 'create', 'update', 'delete', 'restore']).meta({
    description: 'baseline: the state found before the first recorded change; the others: what the change did',
  }),
  created_at: timestamp,
  user: revisionUser,
  fields_changed: z.array(z.string()),
};

export const historyRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/revisions/:entity/:id',
    procedure: 'history.list',
    access: 'admin',
    summary:
      'The revisions of a content record, newest first (entity: service, spare, spare-part, product, property, category, partner, page, page-part, settings)',
    input: fromParams,
    output: z.array(z.object(revisionSummary).meta({ id: 'RevisionSummary' })),
  }),
  restRoute({
    method: 'GET',
    path: '/revisions/:entity/:id/:revision',
    procedure: 'history.byId',
    access: 'admin',
    summary: "One revision: the record's values then, and each field changed from the revision before",
    input: fromParams,
    output: z
      .object({
        ...revisionSummary,
        entity: z.enum(HISTORY_ENTITIES),
        record_id: z.number().int().positive(),
        values: z.record(z.string(), fieldValue),
        changes: z.array(z.object({ field: z.string(), before: fieldValue, after: fieldValue })),
      })
      .meta({ id: 'Revision' }),
    errorStatuses: [404],
  }),
  restRoute({
    method: 'POST',
    path: '/revisions/:entity/:id/:revision/restore',
    procedure: 'history.restore',
    access: 'admin',
    summary:
      "Write a revision's values and pictures back to its record (itself a new revision); pictures no longer kept are named",
    input: fromParams,
    output: z.object({
      restored: z.number().int().positive().meta({ description: 'The revision restored' }),
      images_missing: z.array(z.string()).meta({
        description: "The revision's pictures whose files are no longer kept (past the history's retention): left out",
      }),
      images_removed: z.array(z.string()).meta({
        description: 'Pictures added since the revision: taken off the record (a later restore brings them back)',
      }),
    }),
    errorStatuses: [404, 409],
  }),
  restRoute({
    method: 'GET',
    path: '/deleted',
    procedure: 'history.deleted',
    access: 'admin',
    summary: 'Content records deleted in the last 30 days and not restored since, newest first',
    output: z.array(
      z
        .object({
          entity: z.enum(HISTORY_ENTITIES),
          id: z.number().int().positive(),
          name: z.string().meta({ description: 'Its title, part number or the start of its text' }),
          deleted_at: timestamp,
          user: revisionUser,
          revision: z.number().int().positive().meta({ description: 'The revision that keeps its last state' }),
          dependants: z.number().int().meta({
            description: "Records deleted with it that come back with it (a group's parts, a product's properties)",
          }),
        })
        .meta({ id: 'DeletedRecord' }),
    ),
  }),
  restRoute({
    method: 'POST',
    path: '/deleted/:entity/:id/restore',
    procedure: 'history.restoreDeleted',
    access: 'admin',
    summary:
      'Bring a record deleted in the last 30 days back as it was, with its id, pictures and what was deleted with it',
    input: fromParams,
    output: z.object({
      entity: z.enum(HISTORY_ENTITIES),
      id: z.number().int().positive(),
      images_missing: z.array(z.string()).meta({ description: 'Pictures whose files are no longer kept: left out' }),
    }),
    errorStatuses: [404, 409],
  }),
  restRoute({
    method: 'GET',
    path: '/settings/history',
    procedure: 'history.retention',
    access: 'admin',
    summary: 'How long content history is kept: revisions per record and days',
    output: retention,
  }),
  restRoute({
    method: 'PATCH',
    path: '/settings/history',
    procedure: 'history.updateRetention',
    access: 'admin',
    summary: 'Set how long content history is kept (each 0 to 100000; 0: no limit of that kind)',
    input: fromBody,
    output: retention,
  }),
];
