import { useLocation } from '@tanstack/react-router';
import { SITE_LANGS } from '@tp/schemas/languages';
import { localizedPath, storeLanguage, useLanguage } from '../../lib/language.ts';
import { Flag } from './flags.tsx';

export const LANGUAGE_NAMES = { de: 'Deutsch', en: 'English', ru: 'Русский' } as const;

/**
 * The three languages with their flags, each a link to the same page in that language. Following one loads
 * that language's page (one document is one language) and keeps the choice for the next visit.
 */
export function LanguageOptions({
  onChosen,
  className = '',
  itemClassName,
  textClassName,
}: {
  onChosen: () => void;
  className?: string;
  itemClassName: string;
  textClassName: string;
}) {
  const language = useLanguage();
  const { pathname, searchStr } = useLocation();
  return (
    <ul className={className}>
      {SITE_LANGS.map((option) => (
        <li key={option}>
          <a
            href={localizedPath(pathname, option) + searchStr}
            hrefLang={option}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            onClick={() => {
              storeLanguage(option);
              onChosen();
            }}
            className={`flex w-full items-center gap-3 text-left ${itemClassName} ${option === language ? 'font-semibold text-heat-600' : textClassName}`}
          >
            <Flag language={option} />
            {LANGUAGE_NAMES[option]}
          </a>
        </li>
      ))}
    </ul>
  );
}
