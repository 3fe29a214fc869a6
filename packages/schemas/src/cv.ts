import { z } from 'zod';
import { emailAddress, honeypot, requiredText, siteLang } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';

/** The text fields of a CV application; the files travel beside them in the same form. */
export const cvApplicationFields = z.object({
  first_name: requiredText('First name', TEXT_LIMITS.personName),
  last_name: requiredText('Last name', TEXT_LIMITS.personName),
  email: emailAddress,
  lang: siteLang.default('de'),
  captcha_ticket: z.string().max(200).optional(),
  homepage: honeypot,
});
