import { z } from 'zod';
import { idInput, lineText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';

/**
 * What a user of the back office may do. owner: everything (users, API tokens, settings of mail and security);
 * editor: all content (pages, services, spares and parts, catalogue, partners, translations, imports); sales:
 * requests and applications, content read-only.
 */
export const ROLES = ['owner', 'editor', 'sales'] as const;
export const role = z.enum(ROLES, { message: 'Role must be owner, editor or sales' });
export type Role = z.infer<typeof role>;

/** The languages of the dashboard, and of the mails a user gets. */
export const userLanguage = z.enum(['de', 'en', 'ru'], { message: 'Language must be de, en or ru' });
export type UserLanguage = z.infer<typeof userLanguage>;

/** A person's display name; may be empty (the login is shown then). */
export const userName = lineText('Name', TEXT_LIMITS.personName);

/** An owner's change to a user: only what is sent changes. */
export const userUpdateInput = idInput.extend({
  role: role.optional(),
  disabled: z.boolean({ message: 'disabled must be true or false' }).optional(),
  name: userName.optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateInput>;
