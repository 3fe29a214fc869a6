import { z } from 'zod';
import { emailAddress, idInput, lineText } from './common.ts';
import { newPassword } from './auth.ts';
import { TEXT_LIMITS } from './limits.ts';
import { updateInput } from './update-input.ts';
import { role, userLanguage } from './roles.ts';

/** A person's display name; may be empty (the login is shown then). */
export const userName = lineText('Name', TEXT_LIMITS.personName);

/** An owner's change to a user: only what is sent changes; nothing sent is refused. */
export const userUpdateInput = updateInput(
  idInput.shape,
  z.object({ role, disabled: z.boolean({ message: 'disabled must be true or false' }), name: userName }),
);
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

/** An owner invites an e-mail address with a role; the mail (and the new user's dashboard) in `language`. */
export const invitationInput = z.object({
  email: emailAddress,
  role,
  name: userName.optional(),
  language: userLanguage.optional(),
});
export type InvitationInput = z.infer<typeof invitationInput>;

/** A secret from a link in a mail: long, random, URL-safe; anything else is refused before a lookup. */
export const linkToken = z
  .string({ message: 'The link is not valid' })
  .regex(/^[\w-]{20,200}$/, 'The link is not valid');

/** The invited person chooses a password (and may correct their name) to accept. */
export const invitationAcceptInput = z.object({ token: linkToken, password: newPassword, name: userName.optional() });

/** "Forgot password": the address to send a reset link to. */
export const passwordResetRequestInput = z.object({ email: emailAddress });

/** A new password through a reset link. */
export const passwordResetConfirmInput = z.object({ token: linkToken, password: newPassword });

/** A user's own name and dashboard language (the language of their mails). */
export const profileUpdateInput = updateInput({}, z.object({ name: userName, language: userLanguage }));
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
