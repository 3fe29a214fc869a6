import { z } from 'zod';
import { requiredText } from './common.ts';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS } from './limits.ts';
import { role } from './roles.ts';
export const loginInput = z.object({
  login: requiredText('Login', TEXT_LIMITS.login),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(1000),
  captcha_ticket: z.string().max(200).optional(),
});

export const changeLoginInput = z.object({
  login: requiredText('Login', TEXT_LIMITS.login),
});

export const newPassword = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1000, 'Password is too long');

export const changePasswordInput = z.object({
  old_password: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(1000),
  password: newPassword,
});

export type LoginInput = z.infer<typeof loginInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/**
 * A new API token: the name it is listed and logged under, and the role it carries: its maker's own (left out), or
 * a lower one an owner gives a script (a sales export that must not touch content).
 */
export const apiTokenCreateInput = z.object({
  name: requiredText('Name', TEXT_LIMITS.tokenName),
  role: role.optional(),
});
