import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { HistoryEntity } from '@tp/schemas';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toast.tsx';
import { useRole } from '../dashboard/access.tsx';
import { showServerError } from '../dashboard/server-field-errors.ts';
import { useFieldLabel } from './field-labels.ts';
import { RevisionDiff } from './revision-diff.tsx';

interface HistoryProps {
  entity: HistoryEntity;
  id: number;
  /** The record's queries, read again after a restore so the editor shows the restored values. */
  reload: QueryKey[];
  /** After a restore: an editor in a dialog, whose form keeps the values it opened with, closes (and this with it). */
  onRestored?: () => void;
}

/**
 * A record's history: its revisions newest first (when, who, which fields), the chosen one's changes word by word,
 * and, for owners and editors, restoring it (itself a new revision).
 */
export function HistoryButton(props: HistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<History className="size-4" aria-hidden="true" />}
        onClick={() => setOpen(true)}
        data-testid="history-button"
      >
        <Trans>History</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={<Trans>History</Trans>} size="lg">
        {open && <HistoryPanel {...props} />}
      </Dialog>
    </>
  );
}

function HistoryPanel({ entity, id, reload, onRestored }: HistoryProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const label = useFieldLabel();
  const role = useRole();
  const queryClient = useQueryClient();
  const { data: revisions = [], isPending } = useQuery(trpc.history.list.queryOptions({ entity, id }));
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen ?? revisions[0]?.id;
  const { data: revision } = useQuery({
    ...trpc.history.byId.queryOptions({ entity, id, revision: shown ?? 0 }),
    enabled: shown !== undefined,
  });
  const restore = useMutation(
    trpc.history.restore.mutationOptions({
      onSuccess: async (answer) => {
        notify.success(t`The version was restored`);
        if (answer.images_missing.length > 0)
          notify.error(
            plural(answer.images_missing.length, {
              one: '# picture of that version was deleted since and could not be restored',
              other: '# pictures of that version were deleted since and could not be restored',
            }),
          );
        setChosen(null);
        await Promise.all(
          [...reload, trpc.history.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
        onRestored?.();
      },
      onError: (error) => showServerError(error, t`The version could not be restored. Please try again.`),
    }),
  );
  const newest = revisions[0]?.id;
  const mayRestore = role === 'owner' || role === 'editor';

  if (!isPending && revisions.length === 0)
    return (
      <p className="text-muted">
        <Trans>No change has been recorded yet.</Trans>
      </p>
    );
  return (
    <div className="grid gap-6 md:grid-cols-[15rem_1fr]">
      <ol className="space-y-1" aria-label={t`Revisions`} data-testid="revisions">
        {revisions.map((each) => (
          <li key={each.id}>
            <button
              type="button"
              onClick={() => setChosen(each.id)}
              aria-current={each.id === shown ? 'true' : undefined}
              className={`w-full rounded-lg px-3 py-2 text-left text-sm transition-colors ${
                each.id === shown ? 'bg-steel-100 text-navy-900' : 'hover:bg-steel-50'
              }`}
            >
              <span className="block font-medium">{formatDateTime(each.created_at, language)}</span>
              <span className="block text-muted">
                {each.user ? each.user.login : <Trans>Before the history began</Trans>}
                {each.action === 'restore' && <> · {t`restored`}</>}
              </span>
              {each.fields_changed.length > 0 && (
                <span className="block truncate text-xs text-muted">{each.fields_changed.map(label).join(', ')}</span>
              )}
            </button>
          </li>
        ))}
      </ol>
      <section aria-label={t`Changes of the chosen version`} className="min-w-0">
        {revision && <RevisionDiff changes={revision.changes} />}
        {mayRestore && shown !== undefined && shown !== newest && (
          <Button
            className="mt-5"
            variant="secondary"
            busy={restore.isPending}
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
            onClick={() => restore.mutate({ entity, id, revision: shown })}
            data-testid="restore-revision"
          >
            <Trans>Restore this version</Trans>
          </Button>
        )}
      </section>
    </div>
  );
}
