import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUOTE_STATUSES, type QuoteStatus } from '@tp/schemas';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { EmptyState, Table, TableHead, Td, Tr } from '../../ui/table.tsx';
import { RequestDownloads } from '../requests/request-downloads.tsx';
import { formatDay, formatMoney, QUOTE_STATUS_LABELS } from '../quotes/quote-labels.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';
import { QuoteLink } from './request-quotes.tsx';

type Filter = QuoteStatus | 'expired' | '';

/** Every quote, newest first, of one status when chosen; the list as a spreadsheet. */
export function QuotesTable() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const [status, setStatus] = useState<Filter>('');
  const filter = status ? { status } : undefined;
  const { data: quotes = [], isPending } = useQuery({
    ...trpc.quote.list.queryOptions(filter),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:w-64">
          <SelectField
            label={<Trans>Status</Trans>}
            value={status}
            onChange={(event) => setStatus(event.target.value as Filter)}
            data-testid="quotes-status-filter"
          >
            <option value="">{t`All statuses`}</option>
            {[...QUOTE_STATUSES, 'expired' as const].map((value) => (
              <option key={value} value={value}>
                {i18n._(QUOTE_STATUS_LABELS[value])}
              </option>
            ))}
          </SelectField>
        </div>
        {quotes.length > 0 && <RequestDownloads filter={filter} path="/api/quotes/export" />}
      </div>
      {!isPending && quotes.length === 0 ? (
        <EmptyState>{filter ? <Trans>No quote matches</Trans> : <Trans>No quote yet</Trans>}</EmptyState>
      ) : (
        <Table caption={<Trans>Quotes</Trans>}>
          <TableHead
            columns={[
              <Trans key="number">Quote</Trans>,
              <Trans key="request">Request</Trans>,
              <Trans key="buyer">Buyer</Trans>,
              <Trans key="date">Date</Trans>,
              <Trans key="total">Total</Trans>,
              <Trans key="valid">Valid until</Trans>,
              <Trans key="status">Status</Trans>,
            ]}
          />
          <tbody>
            {quotes.map((quote) => (
              <Tr key={quote.id} data-testid="quote-row">
                <Td>
                  <QuoteLink quote={quote} />
                  {quote.revision > 1 && <span className="ml-1 text-xs text-muted">({t`rev. ${quote.revision}`})</span>}
                </Td>
                <Td className="font-mono text-sm">{quote.request_reference}</Td>
                <Td>
                  <p className="font-medium">{quote.buyer}</p>
                  <p className="text-sm text-muted">{quote.company}</p>
                </Td>
                <Td className="whitespace-nowrap text-muted">{formatDateTime(quote.created_at, language)}</Td>
                <Td className="whitespace-nowrap tabular-nums">
                  {quote.totals.map(({ currency, total }) => (
                    <p key={currency}>{formatMoney(language, total, currency)}</p>
                  ))}
                </Td>
                <Td className="whitespace-nowrap">{formatDay(language, quote.valid_until)}</Td>
                <Td>
                  <QuoteStatusBadge status={quote.status} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
