import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Archive, Trash2 } from 'lucide-react';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { useSaving } from '../dashboard/use-saving.ts';

/** What can be done to the inquiries ticked in the list: archive them, or delete them after the usual question. */
export function RequestsBulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const reload = [trpc.request.pathKey()];
  const archive = useMutation(trpc.request.updateMany.mutationOptions(saving(t`Successfully updated`, reload, onDone)));
  const remove = useMutation(trpc.request.deleteMany.mutationOptions(saving(t`Successfully deleted`, reload, onDone)));
  const count = ids.length;

  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-steel-300 bg-steel-50 px-4 py-2.5"
      role="region"
      aria-label={t`Chosen requests`}
    >
      <p className="mr-auto text-sm font-medium text-navy-900" data-testid="requests-selected">
        <Plural value={count} one="# request chosen" other="# requests chosen" />
      </p>
      <Button
        variant="secondary"
        size="sm"
        icon={<Archive className="size-4" aria-hidden="true" />}
        busy={archive.isPending}
        onClick={() => archive.mutate({ ids, status: 'archived' })}
      >
        <Trans>Archive</Trans>
      </Button>
      <Button
        variant="danger"
        size="sm"
        icon={<Trash2 className="size-4" aria-hidden="true" />}
        busy={remove.isPending}
        onClick={() => confirm.ask(() => remove.mutate({ ids }))}
      >
        <Trans>Delete</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        <Trans>Clear choice</Trans>
      </Button>
      {confirm.dialog}
    </div>
  );
}
