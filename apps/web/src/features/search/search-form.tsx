import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';

/** The search page's own box: the query shown again, to refine it. */
export function SearchForm({ query }: { query: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(query);
  // A new search from the header replaces what is typed here.
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setValue(query);
  }
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) void navigate({ to: '/search', search: { q: value.trim() } });
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t`Part number or description`}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t`Part number or description, e.g. L29479-G01`}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white pl-11 pr-3 text-base focus:border-steel-600 focus:outline-none focus:ring-3 focus:ring-steel-500/25"
        />
      </div>
      <Button type="submit" size="md" className="h-12">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
