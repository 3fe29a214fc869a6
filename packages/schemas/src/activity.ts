import { z } from 'zod';

export const ACTIVITY_PAGE_SIZE = 50;

/** One page of the activity log, newest first: filtered by entity (with its parts) and actor, paged by `before`. */
export const activityListInput = z
  .object({
    entity: z
      .string()
      .trim()
      .max(60)
      .optional()
      .meta({ description: 'An entity such as `service`; `spare` also finds `spare.part`' }),
    actor: z
      .string()
      .trim()
      .max(100)
      .optional()
      .meta({ description: 'A login, an API token name, or the login a failed sign-in tried' }),
    before: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: 'The `next_before` of the previous page' }),
    limit: z.coerce.number().int().min(1).max(200).default(ACTIVITY_PAGE_SIZE),
  })
  .default({ limit: ACTIVITY_PAGE_SIZE });
export type ActivityListInput = z.output<typeof activityListInput>;

export const activityRow = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'When, as an ISO time' }),
    actor_kind: z
      .enum(['session', 'token', 'visitor'])
      .meta({ description: 'A signed-in user, an API token of a user, or someone trying to sign in' }),
    actor: z.string().meta({
      description:
        'The login of the user who acted (for rows before the team release: an API token’s name), or the login tried',
    }),
    user_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The user behind the row; null for a visitor or a user removed since' }),
    token_name: z.string().nullable().meta({ description: 'The API token the user acted through, by its name' }),
    action: z.string().meta({ description: 'create, update, delete, sign-out, sign-in or sign-in-failed' }),
    entity: z.string(),
    entity_id: z.string().nullable(),
    fields: z.array(z.string()).meta({ description: 'The names of the fields sent (never their values)' }),
    via: z.enum(['rest', 'trpc', 'schedule']),
    ip: z.string(),
  })
  .meta({ id: 'ActivityRow' });
