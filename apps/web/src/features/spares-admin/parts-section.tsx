import { Plural, Trans } from '@lingui/react/macro';
import { FileUp, Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ImportPartsDialog } from './import-parts-dialog.tsx';
import { PartDialog } from './part-dialog.tsx';
import { partMatches } from './part-values.ts';
import { PartsTable } from './parts-table.tsx';
import type { SpareGroup, SparePart } from './types.ts';

/** The parts of a group: a filter, the table (a row opens 'Update spare part'), 'Add spare part' and 'Import parts'. */
export function PartsSection({
  group,
  initialFilter = '',
  openPart,
}: {
  group: SpareGroup;
  /** A part number to show the group filtered by (from the part finder). */ initialFilter?: string;
  /** A part whose 'Update spare part' dialog is open at first (from the Translations screen). */ openPart?: number;
}) {
  const [dialog, setDialog] = useState<{ part: SparePart | null } | null>(() => {
    const part = group.parts.find((candidate) => candidate.id === openPart);
    return part ? { part } : null;
  });
  const [importing, setImporting] = useState(false);
  const [filter, setFilter] = useState(initialFilter);
  const query = useDeferredValue(filter.trim().toLowerCase());
  const shown = useMemo(
    () => (query ? group.parts.filter((part) => partMatches(part, query)) : group.parts),
    [group.parts, query],
  );
  const total = group.parts.length;
  const matching = shown.length;

  const id = group.id;

  return (
    <section className="space-y-4" aria-labelledby="parts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="parts-heading" className="text-lg font-semibold text-navy-900">
          <Trans>Spare parts</Trans>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<FileUp className="size-4" aria-hidden="true" />}
            onClick={() => setImporting(true)}
          >
            <Trans>Import parts</Trans>
          </Button>
          <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setDialog({ part: null })}>
            <Trans>Add spare part</Trans>
          </Button>
        </div>
      </div>
      {total === 0 ? (
        <EmptyState>
          <Trans>No Item</Trans>
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="w-full max-w-sm">
              <TextField
                type="search"
                label={<Trans>Filter by part number or description</Trans>}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
            <p role="status" className="text-sm text-muted">
              {query ? (
                <Trans>
                  {matching} of {total} parts
                </Trans>
              ) : (
                <Plural value={total} one="# part" other="# parts" />
              )}
            </p>
          </div>
          {matching === 0 ? (
            <EmptyState>
              <Trans>No part matches the filter</Trans>
            </EmptyState>
          ) : (
            <PartsTable parts={shown} onOpen={(part) => setDialog({ part })} />
          )}
        </>
      )}
      <PartDialog
        groupId={id}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        part={dialog?.part ?? null}
      />
      <ImportPartsDialog groupId={id} open={importing} onOpenChange={setImporting} />
    </section>
  );
}
