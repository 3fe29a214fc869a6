import { z } from 'zod';
import { HISTORY_ENTITIES } from '@tp/schemas';
import { timestamp } from '../../rest/openapi/response-fields.ts';
import { fromParams, restRoute, type RestRoute } from '../../rest/route-table.ts';

const revisionSummary = {
  id: z.number().int().positive().meta({ description: "The revision's id (they grow with time)" }),
  action: z.enum(['baseline', 'create', 'update', 'delete', 'restore']).meta({
    description: 'baseline: the state found before the first recorded change; the others: what the change did',
  }),
  created_at: timestamp,
  user: z
    .object({
      id: z.number().int().nullable().meta({ description: 'null once the user was removed' }),
      login: z.string(),
      token_name: z.string().nullable().meta({ description: 'The API token it was made through, if any' }),
    })
    .nullable()
    .meta({ description: 'Who made the change; null for a baseline' }),
  fields_changed: z.array(z.string()),
};
const fieldValue = z
  .union([z.string(), z.number(), z.null(), z.array(z.string())])
  .meta({ description: "A field's value: text, number, null, or the list of a record's image paths" });

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
      "Write a revision's values back to its record (itself a new revision); pictures deleted since cannot come back and are named",
    input: fromParams,
    output: z.object({
      restored: z.number().int().positive().meta({ description: 'The revision restored' }),
      images_missing: z
        .array(z.string())
        .meta({ description: "The revision's pictures deleted since: not brought back (their files are gone)" }),
      images_added_since: z
        .array(z.string())
        .meta({ description: 'Pictures the record has now that the revision did not: kept' }),
    }),
    errorStatuses: [404, 409],
  }),
];
