import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteLang } from '@tp/schemas/languages';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { CONDITION_LABELS, documentsText, formatMoney, leadTimeText } from './quote-labels.ts';

type Line = RouterOutputs['quote']['shared']['lines'][number];
type Totals = RouterOutputs['quote']['shared']['totals'];

/**
 * The lines of a quote as a reader sees them: on a phone each line is a card (number, description, then its terms
 * as label and value), from 768 px a table. Both are in the page; the width shows one.
 */
export function QuoteLinesView({ lines, totals, language }: { lines: Line[]; totals: Totals; language: SiteLang }) {
  const { i18n } = useLingui();
  const money = (amount: number, currency: Line['currency']) => formatMoney(language, amount, currency);
  return (
    <>
      <ol className="space-y-3 md:hidden" data-testid="quote-line-cards">
        {lines.map((line, index) => (
          <li key={index} className="rounded-xl border border-slate-200 bg-white p-4 shadow-(--shadow-card)">
            <p className="font-mono font-semibold text-navy-900">{line.partnumber}</p>
            {line.description && <p className="mt-0.5 text-sm text-muted">{line.description}</p>}
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">
                <Trans>Quantity</Trans>
              </dt>
              <dd>{line.quantity}</dd>
              <dt className="text-muted">
                <Trans>Unit price</Trans>
              </dt>
              <dd className="tabular-nums">{money(line.unit_price, line.currency)}</dd>
              <dt className="text-muted">
                <Trans>Condition</Trans>
              </dt>
              <dd>{i18n._(CONDITION_LABELS[line.condition])}</dd>
              <dt className="text-muted">
                <Trans>Lead time</Trans>
              </dt>
              <dd>{leadTimeText(i18n, line.lead_time_days)}</dd>
              <dt className="text-muted">
                <Trans>Documents</Trans>
              </dt>
              <dd>{documentsText(i18n, line.documents)}</dd>
              {line.note && (
                <>
                  <dt className="text-muted">
                    <Trans>Note</Trans>
                  </dt>
                  <dd>{line.note}</dd>
                </>
              )}
              <dt className="font-semibold text-navy-900">
                <Trans>Line total</Trans>
              </dt>
              <dd className="font-semibold tabular-nums text-navy-900">{money(line.total, line.currency)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-(--shadow-card) md:block">
        <table className="w-full text-left text-sm" data-testid="quote-line-table">
          <thead className="bg-steel-50 text-navy-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                <Trans>Part number</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                <Trans>Qty</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                <Trans>Unit price</Trans>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <Trans>Condition</Trans>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <Trans>Lead time</Trans>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <Trans>Documents</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line, index) => (
              <tr key={index} className="align-top">
                <td className="px-4 py-3">
                  <p className="font-mono font-semibold text-navy-900">{line.partnumber}</p>
                  {line.description && <p className="text-muted">{line.description}</p>}
                  {line.note && <p className="mt-1 text-xs text-muted">{line.note}</p>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{line.quantity}</td>
                <td className="px-4 py-3 text-right tabular-nums whitespace-nowrap">
                  {money(line.unit_price, line.currency)}
                </td>
                <td className="px-4 py-3">{i18n._(CONDITION_LABELS[line.condition])}</td>
                <td className="px-4 py-3 whitespace-nowrap">{leadTimeText(i18n, line.lead_time_days)}</td>
                <td className="px-4 py-3">{documentsText(i18n, line.documents)}</td>
                <td className="px-4 py-3 text-right font-medium tabular-nums whitespace-nowrap">
                  {money(line.total, line.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 ml-auto w-full max-w-xs text-right">
        <dl className="space-y-1" data-testid="quote-totals">
          {totals.map(({ currency, total }) => (
            <div key={currency} className="flex justify-between gap-4 text-lg font-bold text-navy-900">
              <dt>
                <Trans>Total {currency}</Trans>
              </dt>
              <dd className="tabular-nums">{money(total, currency)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-sm text-muted">
          <Trans>Prices without VAT.</Trans>
        </p>
      </div>
    </>
  );
}
