import { z } from 'zod';
import { emailAddress } from './common.ts';

const line = (label: string, max: number) => z.string().trim().max(max, `${label} is too long (at most ${max} characters)`);

/** Contact details shown in the header, footer and contacts page. PATCH semantics: only sent fields change. */
export const settingsUpdateInput = z
  .object({
    phone: line('Phone', 60),
    email: z.union([z.literal(''), emailAddress]),
    address: line('Address', 300),
    footer_text: line('Footer text', 1000),
  })
  .partial();

export type SettingsUpdateInput = z.infer<typeof settingsUpdateInput>;
