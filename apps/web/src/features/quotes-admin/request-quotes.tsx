import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FilePlus2 } from 'lucide-react';
import { useLanguage } from '../../lib/language.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { buttonClass } from '../../ui/button.tsx';
import { formatMoney } from '../quotes/quote-labels.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

type Inquiry = Pick<RouterOutputs['request']['list'][number], 'id' | 'created_at' | 'quoted_at' | 'quotes'>;

/** How long the team took from the request to its first quote sent: minutes, hours or days. */
export function useTimeToQuote() {
  const { t } = useLingui();
  return (request: Pick<Inquiry, 'created_at' | 'quoted_at'>) => {
    if (!request.quoted_at) return undefined;
    const minutes = Math.max(0, Math.round((Date.parse(request.quoted_at) - Date.parse(request.created_at)) / 60_000));
    if (minutes < 60) return t`${plural(minutes, { one: '# minute', other: '# minutes' })}`;
    const hours = Math.round(minutes / 60);
    if (hours < 48) return t`${plural(hours, { one: '# hour', other: '# hours' })}`;
    const days = Math.round(hours / 24);
    return t`${plural(days, { one: '# day', other: '# days' })}`;
  };
}

/** A request's quotes in its row: each by number and status, how soon the first was sent, and a new one. */
export function RequestQuotesCell({ request }: { request: Inquiry }) {
  const timeToQuote = useTimeToQuote()(request);
  return (
    <div className="mt-2 space-y-1 text-sm">
      {request.quotes.map((quote) => (
        <p key={quote.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <QuoteLink quote={quote} />
          <QuoteStatusBadge status={quote.status} />
        </p>
      ))}
      {timeToQuote && (
        <p className="text-xs text-muted" data-testid="time-to-quote">
          <Trans>Quoted after {timeToQuote}</Trans>
        </p>
      )}
      <NewQuoteLink requestId={request.id} small />
    </div>
  );
}

/** A quote's number, opening it in the editor. */
export function QuoteLink({ quote }: { quote: { id: number; number: string } }) {
  return (
    <Link
      to="/dashboard/requests/quotes/$id"
      params={{ id: String(quote.id) }}
      className="font-mono font-medium text-steel-600 underline-offset-2 hover:underline"
    >
      {quote.number}
    </Link>
  );
}

export function NewQuoteLink({ requestId, small = false }: { requestId: number; small?: boolean }) {
  return (
    <Link
      to="/dashboard/requests/$id/quote"
      params={{ id: String(requestId) }}
      className={
        small
          ? 'inline-flex items-center gap-1 text-steel-600 underline-offset-2 hover:underline'
          : buttonClass('primary')
      }
      data-testid="new-quote"
    >
      <FilePlus2 className="size-4" aria-hidden="true" />
      <Trans>Create quote</Trans>
    </Link>
  );
}

/** The quotes of a request in its detail dialog: number, status, total; how soon the first one was sent. */
export function RequestQuotes({ request }: { request: Inquiry }) {
  const language = useLanguage();
  const timeToQuote = useTimeToQuote()(request);
  return (
    <section className="mt-5 border-t border-slate-200 pt-5" aria-labelledby="request-quotes-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="request-quotes-heading" className="font-semibold text-navy-900">
          <Trans>Quotes</Trans>
        </h3>
        <NewQuoteLink requestId={request.id} />
      </div>
      {request.quotes.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No quote on this request yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {request.quotes.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <QuoteLink quote={quote} />
              <span className="tabular-nums">
                {quote.totals.map(({ currency, total }) => formatMoney(language, total, currency)).join(' · ')}
              </span>
              <QuoteStatusBadge status={quote.status} />
            </li>
          ))}
        </ul>
      )}
      {timeToQuote && (
        <p className="mt-2 text-sm text-muted">
          <Trans>First quote sent {timeToQuote} after the request.</Trans>
        </p>
      )}
    </section>
  );
}
