import { z } from 'zod';
import { emailAddress, lineText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';
import { updateInput } from './update-input.ts';

/** Contact details shown in the header, footer and contacts page. */
export const settingsFields = z.object({
  phone: lineText('Phone', TEXT_LIMITS.phone),
  email: z.union([z.literal(''), emailAddress]),
  address: lineText('Address', TEXT_LIMITS.address),
  footer_text: lineText('Footer text', TEXT_LIMITS.footerText),
});
export type SettingsFields = z.output<typeof settingsFields>;

/** PATCH semantics: only sent fields change. */
export const settingsUpdateInput = updateInput({}, settingsFields);
export type SettingsUpdateInput = z.infer<typeof settingsUpdateInput>;
