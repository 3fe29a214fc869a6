import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { observeWindowOffset, useWindowVirtualizer } from '@tanstack/react-virtual';
import { Search } from 'lucide-react';
import { partNumberKey } from '@tp/schemas/part-number';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { otherLanguage, shownText, useLanguage } from '../../lib/language.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import { AddToInquiryButton } from '../inquiry/add-to-inquiry-button.tsx';

export type SparePart = RouterOutputs['spare']['byId']['parts'][number];

/**
 * A row's height: one line of four values on a wide screen; on a phone (below 768 px, Tailwind's `md`) four lines,
 * number, description, quantity and substitute (when there is one), beside the Add button, so nothing is cut off at the right edge.
 * Fixed by CSS classes (the same in the server's HTML and the browser's), told to the virtualiser here.
 */
const ROW_HEIGHT = { wide: 49, phone: 100 };
const PHONE_QUERY = '(max-width: 767.98px)';
/**
 * A value's name before it on a phone, where the table's header is not shown. Its colon and space come from CSS: a
 * text of only a space beside it would not survive into the server's HTML, and hydration would trip on it.
 */
const PHONE_LABEL = "mr-1 after:content-[':'] md:hidden";

/**
 * The window the server (and the hydrating browser) assumes before anything is measured: the first rows are
 * in the HTML, so search engines read part numbers and the table does not jump when the script starts.
 */
const FIRST_RENDER_WINDOW = { width: 1280, height: 900 };

/**
 * The parts of a group: part number, description in the current language, substitute, quantity. Only the
 * rows in view are in the page, so a group of thousands stays fast; a row is chosen by click, Enter or Space.
 */
/**
 * The rows' height for the screen: the wide one until the browser has said otherwise (the server, and the first
 * render of the hydrating browser, which must match it), then whichever the screen's width gives, kept current.
 */
function useRowHeight(): number {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const follow = () => setPhone(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return phone ? ROW_HEIGHT.phone : ROW_HEIGHT.wide;
}

export function PartsTable({
  parts,
  total = parts.length,
  group,
  onChoose,
}: {
  parts: SparePart[];
  /** All parts of the group, while only the first are loaded. */
  total?: number;
  /** The group's title, kept with a part put on the inquiry list. */
  group: string;
  onChoose: (part: SparePart) => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());
  // Numbers are compared folded, as the site search does: `l29479 g01` finds `L29479-G01`.
  const described = useMemo(
    () =>
      parts.map((part) => ({
        part,
        description: shownText(part, 'description', language),
        keys: `${partNumberKey(part.partnumber)} ${partNumberKey(part.subst_part)}`,
      })),
    [parts, language],
  );
  const rows = useMemo(() => {
    if (!deferredQuery) return described;
    const key = partNumberKey(deferredQuery);
    return described.filter(
      ({ keys, description }) =>
        (key !== '' && keys.includes(key)) || description.text.toLowerCase().includes(deferredQuery),
    );
  }, [described, deferredQuery]);

  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  const rowHeight = useRowHeight();
  // Where the rows start on the page; pictures loading above move it, so it is measured again on every resize.
  useLayoutEffect(() => {
    const measure = () => setOffset((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin: offset,
    initialRect: FIRST_RENDER_WINDOW,
    // The first render must be the server's, drawn at the top of the page, even when the visitor scrolled while the
    // page's code loaded: a different first row fails the hydration and React draws the whole page again. Where the
    // window really is, it reads once the rows are on the page.
    initialOffset: 0,
    observeElementOffset: (instance, report) => {
      const stop = observeWindowOffset(instance, report);
      report(window.scrollY, false);
      return stop;
    },
  });
  // Rows measured at the other height (a phone, or the window resized) are measured again; never while hydrating,
  // where the page must stay as the server drew it.
  const measuredHeight = useRef(ROW_HEIGHT.wide);
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const before = items[0] ? items[0].start - offset : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items.at(-1)!.end - offset) : 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="relative w-full max-w-sm">
          <span className="sr-only">{t`Filter parts`}</span>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Part number or description`}
            className="h-10 w-full rounded-lg border border-slate-300 pl-9 pr-3 text-sm focus:border-steel-600 focus:outline-none focus:ring-3 focus:ring-steel-500/25"
          />
        </label>
        <p className="text-sm text-muted" aria-live="polite">
          <Plural value={deferredQuery ? rows.length : Math.max(total, rows.length)} one="# part" other="# parts" />
        </p>
      </div>
      <div className="rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) md:overflow-x-auto">
        {/* On a phone the rows are cards (CSS grid); the elements stay a table's, so screen readers read one. */}
        <table className="w-full border-collapse text-left text-sm max-md:block md:min-w-[720px]">
          <caption className="sr-only">
            <Trans>Spare parts</Trans>
          </caption>
          <thead className="sticky top-0 max-md:sr-only">
            <tr>
              {[t`Part number`, t`Description`, t`Substitute part`, t`Quantity`, t`Inquiry list`].map(
                (heading, index) => (
                  <th
                    key={heading}

                    scope="col"
                    className={`border-b border-slate-200 bg-steel-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-navy-800 ${index >= 3 ? 'text-right' : ''}`}
                  >
                    {index === 4 ? <span className="sr-only">{heading}</span> : heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody ref={bodyRef} className="max-md:block">
            {before > 0 && <tr aria-hidden="true" className="max-md:block" style={{ height: before }} />}
            {items.map((item) => {
              const { part, description } = rows[item.index]!;
              return (
                <tr
                  key={part.id}
                  tabIndex={0}
                  onClick={() => onChoose(part)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onChoose(part);
                    }
                  }}
                  className="h-[100px] cursor-pointer border-b border-slate-100 hover:bg-steel-50 focus-visible:bg-steel-50 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:grid-rows-4 max-md:items-center max-md:gap-x-4 max-md:px-4 max-md:py-2 md:h-[49px]"
                  data-testid="part-row"
                >
                  <td className="whitespace-nowrap px-4 font-mono text-[0.85rem] font-semibold text-navy-900 max-md:truncate max-md:px-0">
                    {part.partnumber}
                  </td>
                  <td
                    className="px-4 max-md:row-start-2 max-md:truncate max-md:px-0 max-md:text-slate-700"
                    lang={otherLanguage(description, language)}
                  >
                    {description.text}
                  </td>
                  <td
                    className={`whitespace-nowrap px-4 font-mono text-[0.85rem] text-muted max-md:row-start-4 max-md:truncate max-md:px-0 ${part.subst_part ? '' : 'max-md:hidden'}`}
                  >
                    {part.subst_part ? (
                      <>
                        <span className={`font-sans ${PHONE_LABEL}`}>
                          <Trans>Substitute part</Trans>
                        </span>
                        {part.subst_part}
                      </>
                    ) : null}
                  </td>
                  <td
                    className={`whitespace-nowrap px-4 text-right tabular-nums max-md:row-start-3 max-md:px-0 max-md:text-left max-md:text-muted`}
                  >
                    <span className={PHONE_LABEL}>
                      <Trans>Quantity</Trans>
                    </span>
                    {part.quantity > 0 ? part.quantity : <Trans>on request</Trans>}
                  </td>
                  <td className="px-3 text-right max-md:col-start-2 max-md:row-span-4 max-md:row-start-1 max-md:px-0">
                    <AddToInquiryButton
                      part={{ partnumber: part.partnumber, description: description.text, group }}
                      compact
                    />
                  </td>
                </tr>
              );
            })}
            {after > 0 && <tr aria-hidden="true" className="max-md:block" style={{ height: after }} />}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="px-4 py-10 text-center text-muted">
            <Trans>No Item</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
