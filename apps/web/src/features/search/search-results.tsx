import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Boxes, FileText, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { AddToInquiryButton } from '../inquiry/add-to-inquiry-button.tsx';
import { HighlightMatch } from './highlight-match.tsx';
import type { SearchResult } from './suggestions.ts';

type PartFound = SearchResult['parts'][number];

/** Every list a search answered: parts first (what buyers came for), then groups, services and products. */
export function SearchResults({ result, query }: { result: SearchResult; query: string }) {
  return (
    <div className="space-y-12">
      {result.parts.length > 0 && (
        <section aria-labelledby="found-parts">
          <h2 id="found-parts" className="text-xl font-semibold text-navy-900">
            <Plural value={result.parts.length} one="# spare part" other="# spare parts" />
          </h2>
          <ul className="mt-4 divide-y divide-slate-100 overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)">
            {result.parts.map((part) => (
              <PartRow key={part.id} part={part} query={query} />
            ))}
          </ul>
        </section>
      )}
      <div className="grid gap-10 md:grid-cols-3">
        {result.spares.length > 0 && (
          <LinkList title={<Trans>Spare part groups</Trans>} icon={<Boxes className="size-4" aria-hidden="true" />}>
            {result.spares.map((group) => (
              <Link key={group.id} to="/part-list/$id" params={{ id: String(group.id) }} className={linkClass}>
                {group.title}
              </Link>
            ))}
          </LinkList>
        )}
        {result.services.length > 0 && (
          <LinkList title={<Trans>Services</Trans>} icon={<Wrench className="size-4" aria-hidden="true" />}>
            {result.services.map((service) => (
              <Link key={service.id} to="/service/$id" params={{ id: String(service.id) }} className={linkClass}>
                {service.title}
              </Link>
            ))}
          </LinkList>
        )}
        {result.products.length > 0 && (
          <LinkList
            title={<Trans>Gas turbines and equipment</Trans>}
            icon={<FileText className="size-4" aria-hidden="true" />}
          >
            {result.products.map((product) => (
              <Link key={product.id} to="/parts/$id" params={{ id: String(product.id) }} className={linkClass}>
                {product.title}
              </Link>
            ))}
          </LinkList>
        )}
      </div>
    </div>
  );
}

const linkClass =
  'flex items-center justify-between gap-2 rounded-lg px-3 py-2.5 font-medium text-navy-900 hover:bg-steel-100';

function LinkList({ title, icon, children }: { title: ReactNode; icon: ReactNode; children: ReactNode[] }) {
  return (
    <section>
      <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-steel-700">
        {icon}
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </section>
  );
}

/** A part found: its number with the match marked, why it matched, its group, and the inquiry action. */
function PartRow({ part, query }: { part: PartFound; query: string }) {
  const { t } = useLingui();
  return (
    <li
      className="grid gap-3 px-4 py-4 sm:grid-cols-[minmax(10rem,14rem)_1fr_auto] sm:items-center sm:gap-6 sm:px-5"
      data-testid="search-part"
    >
      <div className="min-w-0">
        <p className="font-mono text-base font-semibold text-navy-900">
          {part.matched === 'partnumber' ? <HighlightMatch text={part.partnumber} query={query} /> : part.partnumber}
        </p>
        {part.subst_part && (
          <p className="mt-0.5 text-sm text-muted">
            <Trans>Substitute:</Trans>{' '}
            <span className="font-mono">
              {part.matched === 'subst_part' ? (
                <HighlightMatch text={part.subst_part} query={query} />
              ) : (
                part.subst_part
              )}
            </span>
          </p>
        )}
        {part.matched === 'subst_part' && (
          <p className="mt-1 inline-block rounded-full bg-steel-100 px-2 py-0.5 text-xs font-semibold text-steel-800">
            <Trans>Found by its substitute number</Trans>
          </p>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-navy-900">{part.description || '—'}</p>
        <p className="mt-0.5 text-sm text-muted">
          <Link
            to="/part-list/$id"
            params={{ id: String(part.group.id) }}
            className="inline-flex items-center gap-1 font-medium text-steel-700 hover:text-heat-700 hover:underline"
          >
            {part.group.title}
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
          <span aria-hidden="true"> · </span>
          {part.quantity > 0 ? t`${part.quantity} in stock` : t`on request`}
        </p>
      </div>
      <AddToInquiryButton
        part={{
          partnumber: part.partnumber,
          description: part.description,
          group: part.group.title,
        }}
      />
    </li>
  );
}
