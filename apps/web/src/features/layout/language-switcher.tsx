import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useLanguage } from '../../lib/language.ts';
import { Flag } from './flags.tsx';
import { LANGUAGE_NAMES, LanguageOptions } from './language-options.tsx';
import { useDropdown } from './use-dropdown.ts';

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
        <LanguageOptions
          onChosen={close}
          className="absolute right-0 top-full z-50 mt-2 w-44 overflow-hidden rounded-xl border border-slate-200 bg-white py-1.5 shadow-xl"
          itemClassName="px-4 py-2.5 text-sm hover:bg-steel-50"
          textClassName="text-navy-900"
        />
      )}
    </div>
  );
}
