import { z } from 'zod';

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
