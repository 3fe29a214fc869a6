import { languageStore, useLanguage } from '../../lib/language.ts';
import { SITE_LANGS } from '@tp/schemas/languages';
import { Flag } from './flags.tsx';

export const LANGUAGE_NAMES = { de: 'Deutsch', en: 'English', ru: 'Русский' } as const;

/** The three languages with their flags; choosing one switches the site and calls `onChosen`. */
export function LanguageOptions({ onChosen, className = '', itemClassName, textClassName }: { onChosen: () => void; className?: string; itemClassName: string; textClassName: string }) {
  const language = useLanguage();
  return (
    <ul className={className}>
      {SITE_LANGS.map((option) => (
        <li key={option}>
          <button
            type="button"
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            onClick={() => {
              languageStore.set(option);
              onChosen();
            }}
            className={`flex w-full items-center gap-3 text-left ${itemClassName} ${option === language ? 'font-semibold text-heat-600' : textClassName}`}
          >
            <Flag language={option} />
            {LANGUAGE_NAMES[option]}
          </button>
        </li>
      ))}
    </ul>
  );
}
