import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuoteCondition, QuoteDocument, QuoteStatus } from '@tp/schemas';

// The words of a quote as the buyer's page and the dashboard show them, in the reader's language. The PDF and the
// mail have their own (packages/api/src/modules/quote/quote-texts.ts): they are written on the server, in the
// buyer's language whatever the team reads.

export const CONDITION_LABELS: Record<QuoteCondition, MessageDescriptor> = {
  // A part's condition: its own context, apart from a request's status "New".
  new: msg({ message: 'New', context: 'part condition' }),
  overhauled: msg`Overhauled`,
  serviceable: msg`Serviceable`,
  as_removed: msg`As removed`,
  exchange: msg`Exchange`,
};

export const DOCUMENT_LABELS: Record<QuoteDocument, MessageDescriptor> = {
  coc: msg`Certificate of conformity`,
  easa_form_1: msg`EASA Form 1`,
  faa_8130_3: msg`FAA 8130-3`,
  test_report: msg`Test report`,
};

/** What translates a message: the i18n of `useLingui()` or of the router's context. */
interface Translator {
  _(descriptor: MessageDescriptor): string;
}

export const QUOTE_STATUS_LABELS: Record<QuoteStatus | 'expired', MessageDescriptor> = {
  draft: msg`Draft`,
  sent: msg`Sent`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  expired: msg`Expired`,
};

/** The lead time of a line: "ex stock", or in days. */
export const leadTimeText = (i18n: Translator, days: number | null) =>
  days === null ? i18n._(msg`Ex stock`) : i18n._(msg`${days} days`);

/** The papers of a line, named; "none" for none. */
export const documentsText = (i18n: Translator, documents: readonly QuoteDocument[]) =>
  documents.length === 0
    ? i18n._(msg`None`)
    : documents.map((document) => i18n._(DOCUMENT_LABELS[document])).join(', ');

export { formatDay, formatMoney } from '@tp/schemas/quote-format';
