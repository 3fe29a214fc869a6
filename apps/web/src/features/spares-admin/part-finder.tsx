import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { partNumberKey, SEARCH_MIN_LENGTH } from '@tp/schemas/part-number';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { TextField } from '../../ui/text-field.tsx';
import { HighlightMatch } from '../search/highlight-match.tsx';
import { useDebouncedValue } from '../search/use-debounced-value.ts';

/** Finds a part by number (any spelling, substitutes too) across every group, and opens its group filtered to it. */
export function PartFinder() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const searchable = partNumberKey(query).length >= SEARCH_MIN_LENGTH;
  const { data, isFetching } = useQuery({
    ...trpc.search.query.queryOptions({ q: query, lang: language }),
    enabled: searchable,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const parts = searchable ? (data?.parts ?? []) : [];

  return (
    <section
      className="mb-8 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)"
      aria-labelledby="part-finder"
    >
      <h2 id="part-finder" className="sr-only">
        <Trans>Find a part</Trans>
      </h2>
      <div className="max-w-md">
        <TextField
          type="search"
          label={<Trans>Find a part in every group</Trans>}
          hint={<Trans>Part or substitute number in any spelling, or words of the description</Trans>}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="part-finder"
        />
      </div>
      {searchable && (
        <div className="mt-4" aria-live="polite" aria-busy={isFetching}>
          {parts.length === 0 ? (
            !isFetching && <p className="text-sm text-muted">{t`No part matches.`}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {parts.map((part) => (
                <li key={part.id}>
                  <Link
                    to="/dashboard/spare/$id"
                    params={{ id: String(part.group.id) }}
                    search={{ part: part.partnumber }}
                    className="grid gap-1 rounded-lg px-2 py-2.5 hover:bg-steel-50 sm:grid-cols-[12rem_1fr_auto] sm:items-center sm:gap-4"
                    data-testid="found-part"
                  >
                    <span className="font-mono text-[0.85rem] font-semibold text-navy-900">
                      <HighlightMatch text={part.partnumber} query={query} />
                    </span>
                    <span className="text-sm text-ink">{part.description}</span>
                    <span className="text-sm font-medium text-steel-700">{part.group.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
