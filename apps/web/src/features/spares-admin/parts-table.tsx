import { Trans, useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type KeyboardEvent } from 'react';
import { Td, Th } from '../../ui/table.tsx';
import { partDescription } from './part-values.ts';
import type { SparePart } from './types.ts';

const ROW_HEIGHT = 45;

/**
 * The parts of a group in a scrolling box of at most 600 px with a sticky header. Only the rows in view
 * (and a few around them) are rendered, so a group of thousands of parts stays fast. A row opens on click or Enter.
 */
export function PartsTable({ parts, onOpen }: { parts: SparePart[]; onOpen: (part: SparePart) => void }) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler, which is what this warning protects; the virtualizer re-renders the table itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: parts.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = rows.length > 0 ? virtualizer.getTotalSize() - rows[rows.length - 1]!.end : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, part: SparePart) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(part);
  };

  return (
    <div
      ref={scrollRef}
      className="max-h-[600px] overflow-auto rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
    >
      <table
        className="w-full min-w-[40rem] table-fixed border-separate border-spacing-0 text-left text-sm"
        aria-rowcount={parts.length + 1}
      >
        <caption className="sr-only">{t`Spare parts of this group; open a row to update or delete the part`}</caption>
        <colgroup>
          <col className="w-[22%]" />
          <col />
          <col className="w-[20%]" />
          <col className="w-[12%]" />
        </colgroup>
        <thead className="sticky top-0 z-10">
          <tr aria-rowindex={1}>
            <Th>
              <Trans>Part number</Trans>
            </Th>
            <Th>
              <Trans>Description</Trans>
            </Th>
            <Th>
              <Trans>Substitute part</Trans>
            </Th>
            <Th className="text-right">
              <Trans>Quantity</Trans>
            </Th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={4} style={{ height: paddingTop }} />
            </tr>
          )}
          {rows.map((row) => {
            const part = parts[row.index]!;
            return (
              <tr
                key={part.id}
                ref={virtualizer.measureElement}
                data-index={row.index}
                data-testid="part-row"
                aria-rowindex={row.index + 2}
                tabIndex={0}
                onClick={() => onOpen(part)}
                onKeyDown={(event) => onKeyDown(event, part)}
                className="cursor-pointer hover:bg-steel-50 focus-visible:bg-steel-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-steel-600"
              >
                <Td className="break-words font-medium">{part.partnumber}</Td>
                <Td className="break-words">{partDescription(part)}</Td>
                <Td className="break-words">{part.subst_part}</Td>
                <Td className="text-right tabular-nums">{part.quantity}</Td>
              </tr>
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={4} style={{ height: paddingBottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
