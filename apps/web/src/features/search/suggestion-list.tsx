import { Trans, useLingui } from '@lingui/react/macro';
import { Boxes, FileText, Package, Wrench } from 'lucide-react';
import { HighlightMatch } from './highlight-match.tsx';
import type { Suggestion } from './suggestions.ts';

const KIND_ICONS = { part: Package, spares: Boxes, service: Wrench, product: FileText } as const;

interface SuggestionListProps {
  id: string;
  optionId: (index: number) => string;
  hidden: boolean;
  suggestions: Suggestion[];
  /** The option the arrow keys are on; the last one (after the suggestions) opens every result. */
  active: number;
  query: string;
  /** The query the suggestions answer (typing may be ahead of it). */
  settled: string;
  onChoose: (suggestion: Suggestion) => void;
  onOpenResults: () => void;
  onHover: (index: number) => void;
  fullWidth: boolean;
}

/** The listbox of the search combobox: suggestions, then "All results". */
export default function SuggestionList({
  id,
  optionId,
  hidden,
  suggestions,
  active,
  query,
  settled,
  onChoose,
  onOpenResults,
  onHover,
  fullWidth,
}: SuggestionListProps) {
  const { t } = useLingui();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t`Suggestions`}
      hidden={hidden}
      className={`absolute top-full z-50 mt-2 max-h-[70vh] ${fullWidth ? 'inset-x-0' : 'right-0 w-[min(28rem,calc(100vw-2rem))]'} overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl`}
    >
      {suggestions.map((suggestion, index) => {
        const Icon = KIND_ICONS[suggestion.kind];
        return (
          <li
            key={suggestion.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(suggestion);
            }}
            onMouseEnter={() => onHover(index)}
            className={`flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm ${index === active ? 'bg-steel-100' : ''}`}
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-steel-600" aria-hidden="true" />
            <span className="min-w-0">
              <span
                className={`block truncate font-semibold text-navy-900 ${suggestion.kind === 'part' ? 'font-mono text-[0.85rem]' : ''}`}
              >
                {suggestion.kind === 'part' ? (
                  <HighlightMatch text={suggestion.label} query={settled} />
                ) : (
                  suggestion.label
                )}
              </span>
              {suggestion.detail && <span className="block truncate text-muted">{suggestion.detail}</span>}
            </span>
          </li>
        );
      })}
      {suggestions.length === 0 && (
        <li role="presentation" className="px-3 py-3 text-sm text-muted">
          <Trans>Nothing found yet. Press Enter to see all results, or ask us for the part.</Trans>
        </li>
      )}
      <li
        id={optionId(suggestions.length)}
        role="option"
        aria-selected={active === suggestions.length}
        onMouseDown={(event) => {
          event.preventDefault();
          onOpenResults();
        }}
        onMouseEnter={() => onHover(suggestions.length)}
        className={`cursor-pointer border-t border-slate-100 px-3 py-2.5 text-sm font-semibold text-heat-700 ${active === suggestions.length ? 'bg-steel-100' : ''}`}
      >
        <Trans>All results for “{query.trim()}”</Trans>
      </li>
    </ul>
  );
}
