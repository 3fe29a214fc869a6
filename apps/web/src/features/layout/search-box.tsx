import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { notify } from '../../ui/toast.tsx';

/**
 * The search box of the menu. Part-number search arrives later (DESIGN.md); until then a search takes the
 * visitor to the inquiry form, where the part number can be sent.
 */
export function SearchBox({ className = '', onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const id = useId();
  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!query.trim()) return;
        notify.info(t`Send us the part number with the inquiry form and we will answer within one working day.`);
        setQuery('');
        onDone?.();
        void navigate({ to: '/imprint' });
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {t`Search`}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t`Search...`}
        className="h-10 w-full rounded-lg border border-slate-300 bg-steel-50 pl-9 pr-3 text-sm placeholder:text-slate-500 focus:border-steel-600 focus:bg-white focus:outline-none focus:ring-3 focus:ring-steel-500/25"
      />
    </form>
  );
}
