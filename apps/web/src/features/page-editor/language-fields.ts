import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SiteLang } from '@tp/schemas/languages';

/** The three content languages in the order the editors show them, with their labels. */
export const CONTENT_LANGUAGES: { language: SiteLang; label: MessageDescriptor }[] = [
  { language: 'de', label: msg`German` },
  { language: 'en', label: msg`English` },
  { language: 'ru', label: msg`Russian` },
];
