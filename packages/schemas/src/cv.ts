import { z } from 'zod';
import { emailAddress, requiredText, siteLang } from './common.ts';

export const CV_MAX_FILES = 2;

/** The text fields of a CV application; the files travel beside them in the same form. */
export const cvApplicationFields = z.object({
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  email: emailAddress,
  lang: siteLang.default('de'),
  captcha_ticket: z.string().max(200).optional(),
});
