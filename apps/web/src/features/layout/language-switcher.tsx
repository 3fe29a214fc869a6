import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { LANGUAGES, languageStore, useLanguage, type Language } from '../../lib/language.ts';
import { Flag } from './flags.tsx';
import { useDropdown } from './use-dropdown.ts';

export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', ru: 'Русский' };

/** Desktop language menu: the current flag, and the three languages with their flags. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const language = useLanguage();
  const { open, toggle, close, rootRef, buttonRef } = useDropdown();
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-haspopup="true"
        className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold uppercase text-navy-900 hover:bg-steel-100"
      >
        <Flag language={language} />
        <span aria-hidden="true">{language}</span>
        <span className="sr-only">{t`Language: ${LANGUAGE_NAMES[language]}`}</span>
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <ul className="absolute right-0 top-full z-50 mt-2 w-44 overflow-hidden rounded-xl border border-slate-200 bg-white py-1.5 shadow-xl">
          {LANGUAGES.map((option) => (
            <li key={option}>
              <button
                type="button"
                lang={option}
                aria-current={option === language ? 'true' : undefined}
                onClick={() => {
                  languageStore.set(option);
                  close();
                }}
                className={`flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm hover:bg-steel-50 ${option === language ? 'font-semibold text-heat-600' : 'text-navy-900'}`}
              >
                <Flag language={option} />
                {LANGUAGE_NAMES[option]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
