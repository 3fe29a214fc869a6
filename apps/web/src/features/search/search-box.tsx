import { Plural, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { partNumberKey, SEARCH_MIN_LENGTH } from '@tp/schemas/part-number';
import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { suggestionsOf, type Suggestion } from './suggestions.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SuggestionList = lazy(() => import('./suggestion-list.tsx'));

/**
 * The search box of the menu, an ARIA combobox: after three letters or digits (and a pause of 200 ms) it asks
 * `search.suggest` for parts (by number in any spelling, or description), spare groups, services and products;
 * arrows move through them, Enter opens the one chosen or the results page, Escape closes the list.
 */
export function SearchBox({
  className = '',
  onDone,
  fullWidthList = false,
}: {
  className?: string;
  /** Called after a search was opened (closes the mobile menu). */
  onDone?: () => void;
  /** The suggestions as wide as the box (the narrow mobile menu) rather than wider, aligned to its right edge. */
  fullWidthList?: boolean;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const language = useLanguage();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [used, setUsed] = useState(false);
  const settled = useDebouncedValue(query, 200);
  const searchable = partNumberKey(settled).length >= SEARCH_MIN_LENGTH;
  const { data } = useQuery({
    ...trpc.search.suggest.queryOptions({ q: settled, lang: language }),
    enabled: searchable,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const suggestions = searchable ? suggestionsOf(data) : [];
  const expanded = open && searchable && data !== undefined;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // What aria-controls names until the list's code has loaded (it loads when the box is first used).
  const emptyList = <ul id={listId} role="listbox" hidden aria-label={t`Suggestions`} />;

  const finish = () => {
    setOpen(false);
    setActive(-1);
    setQuery('');
    onDone?.();
  };
  const openResults = () => {
    if (!query.trim()) return;
    void navigate({ to: '/search', search: { q: query.trim() } });
    finish();
  };
  const choose = (suggestion: Suggestion) => {
    if (suggestion.kind === 'part') void navigate({ to: '/search', search: { q: suggestion.label } });
    else if (suggestion.kind === 'spares')
      void navigate({
        to: '/part-list/$id',
        params: { id: String(suggestion.id) },
      });
    else if (suggestion.kind === 'service')
      void navigate({
        to: '/service/$id',
        params: { id: String(suggestion.id) },
      });
    else
      void navigate({
        to: '/parts/$id',
        params: { id: String(suggestion.id) },
      });
    finish();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // Positions run from -1 (the text itself) through the suggestions to "All results", and wrap around.
      const positions = suggestions.length + 2;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setQuery('');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
      if (chosen) choose(chosen);
      else openResults();
    }
  };

  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        openResults();
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {t`Search parts, services and spare groups`}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        // A text input: HTML allows the combobox role on it (not on type="search"); the keyboard still says "search".
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          setUsed(true);
        }}
        onBlur={() => setOpen(false)}
        placeholder={t`Search...`}
        className="h-10 w-full rounded-lg border border-slate-300 bg-steel-50 pl-9 pr-3 text-sm placeholder:text-slate-500 focus:border-steel-600 focus:bg-white focus:outline-none focus:ring-3 focus:ring-steel-500/25"
      />
      {/* The list's code loads when the box is first used: visitors who never search do not download it. */}
      {used ? (
        <Suspense fallback={emptyList}>
          <SuggestionList
            id={listId}
            optionId={optionId}
            hidden={!expanded}
            suggestions={suggestions}
            active={active}
            query={query}
            settled={settled}
            onChoose={choose}
            onOpenResults={openResults}
            onHover={setActive}
            fullWidth={fullWidthList}
          />
        </Suspense>
      ) : (
        emptyList
      )}
      <p className="sr-only" aria-live="polite">
        {expanded && <Plural value={suggestions.length} one="# suggestion" other="# suggestions" />}
      </p>
    </form>
  );
}
