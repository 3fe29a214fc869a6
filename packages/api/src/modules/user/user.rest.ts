import { z } from 'zod';
import { role, userLanguage } from '@tp/schemas';
import { okAnswer, recordKey, timestamp } from '../../rest/openapi/response-fields.ts';
import { fromParams, fromParamsAndBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

const user = z
  .object({
    id: recordKey,
    login: z.string().meta({ description: 'What they sign in with: an e-mail address' }),
    name: z.string(),
    role,
    language: userLanguage.meta({ description: 'The language of the mails they get' }),
    created_at: timestamp,
    disabled: z.boolean(),
    disabled_at: timestamp.nullable(),
    last_seen_at: timestamp.nullable().meta({ description: 'When a session or token of theirs was last used' }),
  })
  .meta({ id: 'User' });

export const userRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/users',
    procedure: 'user.list',
    access: 'admin',
    summary: 'The users of the back office, owners first (owner)',
    output: z.array(user),
  }),
  restRoute({
    method: 'PATCH',
    path: '/users/:id',
    procedure: 'user.update',
    access: 'admin',
    summary: 'Change a user’s role, name or whether they may sign in; disabling ends their sessions and tokens (owner)',
    input: fromParamsAndBody,
    output: user.omit({ last_seen_at: true }),
    errorStatuses: [409],
  }),
  restRoute({
    method: 'DELETE',
    path: '/users/:id',
    procedure: 'user.delete',
    access: 'admin',
    summary: 'Remove a user; the last owner stays (owner)',
    input: fromParams,
    output: okAnswer,
    errorStatuses: [409],
  }),
];
