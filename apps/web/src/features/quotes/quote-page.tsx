import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../pages/page-header.tsx';
import { QuoteAnswer } from './quote-answer.tsx';
import { formatDay } from './quote-labels.ts';
import { QuoteLinesView } from './quote-lines-view.tsx';

/**
 * A quote as its buyer sees it through the private link of its mail: who it is for, its lines and totals, its terms,
 * the PDF, and the buyer's answer. The texts follow the address's language; what the team wrote stays as written.
 */
export function QuotePage({ token }: { token: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const { data: quote } = useSuspenseQuery(trpc.quote.shared.queryOptions({ token }));
  const deliveryTerms = [quote.incoterm, quote.incoterm_place].filter(Boolean).join(' ');
  return (
    <>
      <PageHeader title={quote.number} eyebrow={<Trans>Quote</Trans>}>
        <p>
          <Trans>
            For {quote.request.name}, {quote.request.company} · your inquiry {quote.request.reference}
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 md:py-14">
        <div className="flex flex-wrap items-start justify-between gap-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:text-base" data-testid="quote-terms">
            <Term label={<Trans>Date</Trans>}>{formatDay(language, quote.issued_on)}</Term>
            <Term label={<Trans>Valid until</Trans>}>
              <span data-testid="quote-valid-until">{formatDay(language, quote.valid_until)}</span>
            </Term>
            <Term label={<Trans>Delivery terms</Trans>}>
              {deliveryTerms} <span className="text-muted">(Incoterms® 2020)</span>
            </Term>
            {quote.payment_terms && <Term label={<Trans>Payment terms</Trans>}>{quote.payment_terms}</Term>}
            {quote.revision > 1 && <Term label={<Trans>Revision</Trans>}>{quote.revision}</Term>}
          </dl>
          <a
            href={`/api/quote/${encodeURIComponent(token)}/pdf`}
            className={buttonClass('secondary')}
            download
            data-testid="quote-pdf"
          >
            <FileDown className="size-4" aria-hidden="true" />
            <Trans>Download PDF</Trans>
          </a>
        </div>
        <section aria-labelledby="quote-lines-heading">
          <h2 id="quote-lines-heading" className="mb-4 text-xl font-bold text-navy-900">
            <Trans>What we offer</Trans>
          </h2>
          <QuoteLinesView lines={quote.lines} totals={quote.totals} language={language} />
        </section>
        {quote.text && (
          <section aria-label={t`Remarks`} className="whitespace-pre-line text-slate-700">
            {quote.text}
          </section>
        )}
        <Card className="p-6 sm:p-8">
          <h2 className="mb-4 text-xl font-semibold text-navy-900">
            <Trans>Your answer</Trans>
          </h2>
          <QuoteAnswer token={token} quote={quote} />
        </Card>
      </div>
    </>
  );
}

function Term({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="text-navy-900">{children}</dd>
    </>
  );
}
