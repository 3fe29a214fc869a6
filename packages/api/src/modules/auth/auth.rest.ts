import { z } from 'zod';
import { role, userLanguage } from '@tp/schemas';
import { okAnswer, recordKey, timestamp } from '../../rest/openapi/response-fields.ts';
import { fromBody, fromParams, restRoute, type RestRoute } from '../../rest/route-table.ts';

const accessToken = z
  .object({
    access_token: z.string(),
    setup_required: z.literal(true).optional().meta({
      description: 'The role requires a second factor the user has not set up: this session may only set one up',
    }),
  })
  .meta({ id: 'AccessToken' });
const secondFactorStep = z
  .object({
    second_factor: z.literal('totp'),
    challenge: z.string().meta({ description: 'For POST /api/auth/login/second-factor, within 5 minutes' }),
  })
  .meta({ id: 'SecondFactorStep' });
const signedInAs = z
  .object({
    login: z.string(),
    name: z.string().meta({ description: 'The display name; empty when none was given' }),
    role: role.meta({ description: 'What this sign-in or token may do: owner, editor or sales' }),
    language: userLanguage.meta({ description: 'The language of the user’s mails: the dashboard’s they last used' }),
    setup_required: z
      .boolean()
      .meta({ description: 'This session may only set up a second factor (its role requires one)' }),
  })
  .meta({ id: 'SignedInAs' });
const apiToken = z
  .object({
    id: recordKey,
    name: z.string(),
    role: role.nullable().meta({ description: 'The lower role an owner gave the token; null: its user’s role' }),
    created_at: timestamp,
    expires_at: timestamp,
    last_used_at: timestamp.nullable(),
  })
  .meta({ id: 'ApiToken' });
const newApiToken = apiToken
  .extend({ token: z.string().meta({ description: 'The secret: in this answer only, never again' }) })
  .meta({ id: 'NewApiToken' });

const session = z
  .object({
    id: recordKey,
    device: z.string().meta({ description: 'Browser and system, read from the User-Agent at sign-in' }),
    ip: z.string().nullable(),
    created_at: timestamp,
    last_seen_at: timestamp,
    expires_at: timestamp,
    current: z.boolean().meta({ description: 'Whether this is the session of the call' }),
  })
  .meta({ id: 'Session' });

export const authRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/auth/sessions',
    procedure: 'auth.sessions',
    access: 'admin',
    summary: 'The own browser sessions (device, address, signed in, last seen); they end after inactivity or 30 days',
    output: z.array(session),
  }),
  restRoute({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    procedure: 'auth.revokeSession',
    access: 'admin',
    summary: 'Sign one of the own sessions out',
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'DELETE',
    path: '/auth/sessions',
    procedure: 'auth.revokeOtherSessions',
    access: 'admin',
    summary: 'Sign out everywhere else: every own session but the one of this call',
    output: z.object({ revoked: z.number().int() }),
  }),
  restRoute({
    method: 'POST',
    path: '/auth/login',
    procedure: 'auth.login',
    access: 'public',
    summary:
      'Sign in; returns an access token, or for an account with an authenticator app the challenge of the second step',
    input: fromBody,
    output: z.union([accessToken, secondFactorStep]),
    // 401: a wrong login or password, on this public route too.
    errorStatuses: [401, 403, 429],
  }),
  restRoute({
    method: 'POST',
    path: '/auth/me',
    procedure: 'auth.me',
    access: 'admin',
    summary: 'The signed-in login',
    output: signedInAs,
  }),
  restRoute({
    method: 'PATCH',
    path: '/auth/login',
    procedure: 'auth.changeLogin',
    access: 'admin',
    summary: 'Change the login',
    input: fromBody,
    output: signedInAs,
    errorStatuses: [409],
  }),
  restRoute({
    method: 'PATCH',
    path: '/auth/password',
    procedure: 'auth.changePassword',
    access: 'admin',
    summary: 'Change the password; revokes every token',
    input: fromBody,
    output: okAnswer,
  }),
  restRoute({
    method: 'POST',
    path: '/auth/logout',
    procedure: 'auth.logout',
    access: 'admin',
    summary: 'Revoke the current token',
    output: okAnswer,
  }),
  restRoute({
    method: 'GET',
    path: '/auth/tokens',
    procedure: 'auth.apiTokens',
    access: 'admin',
    summary: 'Live API tokens (names and dates, never secrets)',
    output: z.array(apiToken),
  }),
  restRoute({
    method: 'POST',
    path: '/auth/tokens',
    procedure: 'auth.createApiToken',
    access: 'admin',
    summary: 'Create an API token; its secret is returned once',
    successStatus: 201,
    input: fromBody,
    output: newApiToken,
  }),
  restRoute({
    method: 'DELETE',
    path: '/auth/tokens/:id',
    procedure: 'auth.revokeApiToken',
    access: 'admin',
    summary: 'Revoke an API token',
    input: fromParams,
    output: okAnswer,
  }),
];
