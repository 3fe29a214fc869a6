import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { DraftEntity } from '@tp/schemas';
import { Eye, FileClock, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ShownOnce } from '../dashboard/shown-once.tsx';
import { showServerError } from '../dashboard/server-field-errors.ts';
import { useFieldLabel } from '../history/field-labels.ts';
import { ScheduleButton, ScheduledNote } from './draft-schedule.tsx';
import type { useDraftActions, useDraftOf } from './use-draft.ts';

interface DraftBannerProps {
  entity: DraftEntity;
  id: number;
  draft: ReturnType<typeof useDraftOf>;
  actions: ReturnType<typeof useDraftActions>;
}

/**
 * Above an editor whose record has a draft: that the form shows the draft, not the live version, who saved it and
 * when, which fields differ from the live version, what is scheduled, and Publish, Preview link, Schedule and Discard.
 */
export function DraftBanner({ entity, id, draft, actions }: DraftBannerProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const label = useFieldLabel();
  const confirm = useConfirmDelete();
  const { publish, discard } = actions;
  if (!draft) return null;
  return (
    <section
      aria-label={t`Draft`}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="draft-banner"
    >
      <div className="flex items-start gap-3">
        <FileClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold">
            <Trans>You are editing a draft: visitors see the published version until you publish it.</Trans>
          </p>
          <p className="mt-1">
            {draft.user
              ? t`Saved by ${draft.user.login} on ${formatDateTime(draft.updated_at, language)}.`
              : t`Saved on ${formatDateTime(draft.updated_at, language)}.`}{' '}
            {draft.differs.length > 0 ? (
              <Trans>Differs from the published version in: {draft.differs.map(label).join(', ')}.</Trans>
            ) : (
              <Trans>It does not differ from the published version.</Trans>
            )}
          </p>
        </div>
      </div>
      <ScheduledNote entity={entity} id={id} draft={draft} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          icon={<Send className="size-4" aria-hidden="true" />}
          busy={publish.isPending}
          onClick={() => publish.mutate({ entity, id, version: draft.version })}
        >
          <Trans>Publish</Trans>
        </Button>
        <PreviewLinkButton entity={entity} id={id} />
        <ScheduleButton entity={entity} id={id} draft={draft} />
        <Button
          size="sm"
          variant="secondary"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          busy={discard.isPending}
          onClick={() => confirm.ask(() => discard.mutate({ entity, id }))}
        >
          <Trans>Discard draft</Trans>
        </Button>
      </div>
      {confirm.dialog}
    </section>
  );
}

/** Makes a preview link of the draft and shows it in each language, to copy and send to a colleague. */
function PreviewLinkButton({ entity, id }: { entity: DraftEntity; id: number }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const preview = useMutation(
    trpc.draft.preview.mutationOptions({
      onSuccess: () => setOpen(true),
      onError: (error) => showServerError(error, t`The preview link could not be made. Please try again.`),
    }),
  );
  const link = preview.data;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<Eye className="size-4" aria-hidden="true" />}
        busy={preview.isPending}
        onClick={() => preview.mutate({ entity, id })}
      >
        <Trans>Preview link</Trans>
      </Button>
      <Dialog open={open && !!link} onOpenChange={setOpen} title={<Trans>Preview link</Trans>} size="lg">
        {link && (
          <div className="space-y-4">
            <p className="text-sm text-muted">
              <Trans>
                Anyone with a link sees the page as the draft would publish it, without signing in, until{' '}
                {formatDateTime(link.expires_at, language)}.
              </Trans>
            </p>
            {(['de', 'en', 'ru'] as const).map((each) => (
              <ShownOnce
                key={each}
                notice={{ de: t`German`, en: t`English`, ru: t`Russian` }[each]}
                value={link.urls[each]}
                testId={`preview-link-${each}`}
              />
            ))}
          </div>
        )}
      </Dialog>
    </>
  );
}
