import { z } from 'zod';
import { emailAddress, honeypot, optionalText, requiredText, siteLang } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';

/** An inquiry from the contacts page, the pre-order section or a part list. */
export const requestCreateInput = z.object({
  name: requiredText('Name'),
  email: emailAddress,
  company: requiredText('Company'),
  text: optionalText('Comment', TEXT_LIMITS.comment),
  lang: siteLang.default('de'),
  captcha_ticket: z.string().max(200).optional(),
  homepage: honeypot,
});

export type RequestCreateInput = z.infer<typeof requestCreateInput>;
