import { z } from 'zod';
import { role, userLanguage } from '@tp/schemas';
import { okAnswer, recordKey, timestamp } from '../../rest/openapi/response-fields.ts';
import { fromBody, fromParams, fromParamsAndBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

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

const invitation = z
  .object({
    id: recordKey,
    email: z.string(),
    role,
    name: z.string(),
    language: userLanguage.meta({ description: 'The language of the mail, and of the new user' }),
    created_at: timestamp,
    expires_at: timestamp,
  })
  .meta({ id: 'Invitation' });
const newInvitation = invitation
  .extend({
    mailed: z.boolean().meta({ description: 'Whether the link went out by mail (a mail server is configured)' }),
    link: z
      .string()
      .optional()
      .meta({ description: 'Without a mail server only: the link to pass on, in this answer only' }),
  })
  .meta({ id: 'NewInvitation' });
// As a sign-in answers it (auth.rest.ts): `setup_required` when the new user's role needs a second factor first.
const accessToken = z.object({ access_token: z.string(), setup_required: z.literal(true).optional() });

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
  restRoute({
    method: 'DELETE',
    path: '/users/:id/sessions',
    procedure: 'user.signOut',
    access: 'admin',
    summary: 'Sign a user out of every browser; their API tokens stay (owner)',
    input: fromParams,
    output: z.object({ revoked: z.number().int() }),
  }),
  restRoute({
    method: 'POST',
    path: '/users/invitations',
    procedure: 'user.invite',
    access: 'admin',
    summary:
      'Invite an e-mail address with a role; the link (48 hours, once) goes by mail, or is answered without a mail server (owner)',
    successStatus: 201,
    input: fromBody,
    output: newInvitation,
    errorStatuses: [409],
  }),
  restRoute({
    method: 'GET',
    path: '/users/invitations',
    procedure: 'user.invitations',
    access: 'admin',
    summary: 'Invitations not accepted yet and not expired (owner)',
    output: z.array(invitation.extend({ invited_by: z.string().nullable() })),
  }),
  restRoute({
    method: 'DELETE',
    path: '/users/invitations/:id',
    procedure: 'user.withdrawInvitation',
    access: 'admin',
    summary: 'Withdraw an invitation: its link stops working (owner)',
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'POST',
    path: '/auth/invitation',
    procedure: 'user.acceptInvitation',
    access: 'public',
    summary: 'Accept an invitation with the token of its link and a password; answers as a sign-in',
    input: fromBody,
    output: accessToken,
    errorStatuses: [409],
  }),
  restRoute({
    method: 'POST',
    path: '/auth/password-reset',
    procedure: 'user.requestPasswordReset',
    access: 'public',
    summary:
      'Send a link to reset the password (1 hour, once) if the address has an account; the same answer in any case',
    successStatus: 202,
    input: fromBody,
    output: z.object({ accepted: z.literal(true) }),
    errorStatuses: [429],
  }),
  restRoute({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    procedure: 'user.confirmPasswordReset',
    access: 'public',
    summary: 'Set a new password with the token of a reset link; every session and token of the user ends',
    input: fromBody,
    output: okAnswer,
  }),
  restRoute({
    method: 'PATCH',
    path: '/auth/profile',
    procedure: 'user.updateProfile',
    access: 'admin',
    summary: 'Change the own display name or dashboard language (the language of the mails one gets)',
    input: fromBody,
    output: z.object({ login: z.string(), name: z.string(), role, language: userLanguage }),
  }),
];
