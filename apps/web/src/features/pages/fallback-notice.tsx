import { Trans } from '@lingui/react/macro';
import type { SiteLang } from '@tp/schemas/languages';
import { SOURCE_LANG } from '@tp/schemas/text-fallback';
import { Languages } from 'lucide-react';
import { useLanguage } from '../../lib/language.ts';

/**
 * Says, in the visitor's language, that a page's main text is not translated yet and which version is shown: only on
 * a page whose main text is not written in its language (`languages` are those it is written in, as `text-fallback`
 * names them). It falls back as the texts do: to German, else to the first language written.
 */
export function FallbackNotice({ languages }: { languages: readonly SiteLang[] }) {
  const page = useLanguage();
  if (languages.includes(page)) return null;
  const shownIn = languages.includes(SOURCE_LANG) ? SOURCE_LANG : languages[0];
  return (
    <div className="border-b border-amber-200 bg-amber-50" role="note" data-testid="fallback-notice">
      <p className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 text-sm text-amber-900 sm:px-6">
        <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {/* The German version is what an English or Russian page falls back to; the others only when German is empty. */}
        <span>
          {shownIn === 'de' && <Trans>This page is not yet available in English; showing the German version.</Trans>}
          {shownIn === 'en' && <Trans>This page is not yet translated; showing the English version.</Trans>}
          {shownIn === 'ru' && <Trans>This page is not yet translated; showing the Russian version.</Trans>}
        </span>
      </p>
    </div>
  );
}
