import { useLingui } from '@lingui/react/macro';
import type { QuoteStatus } from '@tp/schemas';
import { QUOTE_STATUS_LABELS } from '../quotes/quote-labels.ts';

const TONES: Record<QuoteStatus | 'expired', string> = {
  draft: 'bg-slate-100 text-slate-800',
  sent: 'bg-steel-100 text-navy-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-red-50 text-red-900',
  expired: 'bg-amber-100 text-amber-950',
};

/** Where a quote stands, as a coloured word. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus | 'expired' }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
      data-testid="quote-status"
    >
      {i18n._(QUOTE_STATUS_LABELS[status])}
    </span>
  );
}
