import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SiteLang } from '@tp/schemas/languages';
import { useDropdown } from './use-dropdown.ts';

export interface NavItem {
  key: string | number;
  label: string;
  /** The label's language when it is not the page's (a title not translated yet). */
  lang?: SiteLang;
  to: '/service/$id' | '/part-list/$id';
  id: number;
}

/** A menu entry that opens a list of links (services, spare groups); keyboard and screen-reader friendly. */
export function NavDropdown({
  label,
  items,
  overview,
}: {
  label: ReactNode;
  items: NavItem[];
  overview?: { label: ReactNode; to: '/spare-parts' };
}) {
  const { open, toggle, close, rootRef, buttonRef } = useDropdown();
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        className="flex h-10 items-center gap-1 rounded-lg px-3 text-[0.95rem] font-medium text-navy-900 hover:bg-steel-100 aria-expanded:bg-steel-100"
      >
        {label}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <ul className="absolute left-0 top-full z-50 mt-2 max-h-[70vh] w-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl">
          {overview && (
            <li className="mb-1 border-b border-slate-100 pb-1">
              <Link
                to={overview.to}
                onClick={close}
                className="block px-4 py-2.5 text-sm font-semibold text-heat-600 hover:bg-steel-50"
              >
                {overview.label}
              </Link>
            </li>
          )}
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                params={{ id: String(item.id) }}
                onClick={close}
                lang={item.lang}
                className="block px-4 py-2.5 text-sm text-navy-900 hover:bg-steel-50 hover:text-heat-600"
                activeProps={{ className: 'font-semibold text-heat-600' }}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
