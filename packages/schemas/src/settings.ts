import { z } from 'zod';
import { emailAddress, lineText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';
import { updateInput } from './update-input.ts';

const address = (language: string) => lineText(`Address (${language})`, TEXT_LIMITS.address);
const footerText = (language: string) => lineText(`Footer text (${language})`, TEXT_LIMITS.footerText);

/** Contact details shown in the header, footer and contacts page; the address and footer line in each language. */
export const settingsFields = z.object({
  phone: lineText('Phone', TEXT_LIMITS.phone),
  email: z.union([z.literal(''), emailAddress]),
  address_de: address('DE'),
  address_en: address('EN'),
  address_ru: address('RU'),
  footer_text_de: footerText('DE'),
  footer_text_en: footerText('EN'),
  footer_text_ru: footerText('RU'),
});
export type SettingsFields = z.output<typeof settingsFields>;

/** The first release's single address and footer line: the German ones. */
const firstReleaseFields = z.object({
  address: address('DE').meta({ description: 'The German address, as `address_de` (the first release’s name)' }),
  footer_text: footerText('DE').meta({
    description: 'The German footer line, as `footer_text_de` (the first release’s name)',
  }),
});

/** What the settings read answers: the stored fields, and `address` and `footer_text` as the first release named them. */
export const settingsOutput = settingsFields.extend(firstReleaseFields.shape);
export type SettingsOutput = z.output<typeof settingsOutput>;

/** The German field the first release's name stands for. */
export const FIRST_RELEASE_SETTINGS = { address: 'address_de', footer_text: 'footer_text_de' } as const;

/**
 * PATCH semantics: only sent fields change. `address` and `footer_text` still set the German text; sent beside
 * `address_de` or `footer_text_de` with another value, the update is refused rather than one of them silently lost.
 */
export const settingsUpdateInput = updateInput({}, settingsFields.extend(firstReleaseFields.shape)).superRefine(
  (value, context) => {
    for (const [old, german] of Object.entries(FIRST_RELEASE_SETTINGS) as [
      keyof typeof FIRST_RELEASE_SETTINGS,
      keyof SettingsFields,
    ][]) {
      if (value[old] !== undefined && value[german] !== undefined && value[old] !== value[german])
        context.addIssue({
          code: 'custom',
          path: [old],
          message: `${old} and ${german} name the same German text: send one of them`,
        });
    }
  },
);
export type SettingsUpdateInput = z.infer<typeof settingsUpdateInput>;
