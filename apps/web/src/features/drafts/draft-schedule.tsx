import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftEntity } from '@tp/schemas';
import { draftScheduleForm } from '@tp/schemas/schedule';
import { instantOf, wallTimeIn } from '@tp/schemas/site-time';
import { CalendarClock, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { fieldErrorTarget, showServerError } from '../dashboard/server-field-errors.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import type { useDraftOf } from './use-draft.ts';

type Draft = NonNullable<ReturnType<typeof useDraftOf>>;

/** Whether an instant has passed (asked when a form is sent, never while rendering). */
const hasPassed = (instant: Date) => instant.getTime() <= Date.now();
/** Now on a zone's wall clock, as a date-time field's lower bound. */
const wallTimeNow = (zone: string) => wallTimeIn(new Date(), zone);

/** After a schedule changes: the record's draft (its banner) and the list of what is scheduled are read again. */
function useReloadSchedules(entity: DraftEntity, id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.draft.get.queryKey({ entity, id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.draft.schedules.queryKey() }),
    ]);
}

/** In the draft banner: when the draft goes live and switches back (on the site's clock), and Cancel. */
export function ScheduledNote({ entity, id, draft }: { entity: DraftEntity; id: number; draft: Draft }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const language = useLanguage();
  const reload = useReloadSchedules(entity, id);
  const cancel = useMutation(
    trpc.draft.unschedule.mutationOptions({
      onSuccess: async () => {
        notify.success(t`Schedule cancelled`);
        await reload();
      },
      onError: (error) => showServerError(error, t`The schedule could not be cancelled. Please try again.`),
    }),
  );
  if (draft.scheduled.length === 0) return null;
  const zone = draft.time_zone;
  const at = (iso: string) => formatDateTime(iso, language, zone);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-white/70 px-3 py-2 text-sm">
      <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
      <ul className="min-w-0 flex-1" data-testid="draft-scheduled">
        {draft.scheduled.map((item) => (
          <li key={item.schedule_id}>
            {item.action === 'publish' ? (
              <Trans>
                Goes live on {at(item.run_at)} ({zone}), scheduled by {item.user.login}.
              </Trans>
            ) : (
              <Trans>
                Switches back on {at(item.run_at)} ({zone}).
              </Trans>
            )}
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        variant="secondary"
        icon={<CalendarX className="size-4" aria-hidden="true" />}
        busy={cancel.isPending}
        onClick={() => cancel.mutate({ entity, id })}
      >
        <Trans>Cancel schedule</Trans>
      </Button>
    </div>
  );
}

/**
 * Schedule…: a dialog for when the draft goes live and, optionally, when the fields it changes go back to what they
 * were (a trade-fair version and back), typed on the site's clock. A new schedule replaces the pending one.
 */
export function ScheduleButton({ entity, id, draft }: { entity: DraftEntity; id: number; draft: Draft }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  // The fields' lower bound: now, as the dialog opens.
  const [earliest, setEarliest] = useState('');
  const zone = draft.time_zone;
  const reload = useReloadSchedules(entity, id);
  const pending = (action: 'publish' | 'unpublish') => draft.scheduled.find((item) => item.action === action);
  const wall = (action: 'publish' | 'unpublish') => {
    const item = pending(action);
    // A switch back left from a publish that ran is not this schedule's: only the pending publish's is shown.
    if (!item || (action === 'unpublish' && !pending('publish'))) return '';
    return wallTimeIn(item.run_at, zone);
  };
  const form = useSchemaForm(draftScheduleForm, {
    values: { publish_at: wall('publish'), unpublish_at: wall('unpublish') },
  });
  const target = fieldErrorTarget(form.setError, ['publish_at', 'unpublish_at']);
  const schedule = useMutation(
    trpc.draft.schedule.mutationOptions({
      onSuccess: async () => {
        notify.success(t`Scheduled`);
        setOpen(false);
        await reload();
      },
      onError: (error) => showServerError(error, t`It could not be scheduled. Please try again.`, target),
    }),
  );
  const submit = form.handleSubmit(({ publish_at, unpublish_at }) => {
    // Said here in the reader's language; the server refuses the same in English to API clients.
    const publishAt = instantOf(publish_at, zone);
    if (hasPassed(publishAt)) {
      form.setError('publish_at', { message: t`Choose a time that is still to come.` }, { shouldFocus: true });
      return;
    }
    if (unpublish_at && instantOf(unpublish_at, zone) <= publishAt) {
      form.setError('unpublish_at', { message: t`Switch back after the draft goes live.` }, { shouldFocus: true });
      return;
    }
    schedule.mutate({ entity, id, publish_at, unpublish_at: unpublish_at || undefined });
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<CalendarClock className="size-4" aria-hidden="true" />}
        onClick={() => {
          setEarliest(wallTimeNow(zone));
          setOpen(true);
        }}
      >
        <Trans>Schedule…</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Schedule the draft</Trans>}
        description={
          <Trans>
            The draft goes live by itself at the time you choose. To show it for a while only (a trade fair), also
            choose when the fields it changes go back to their published values; fields someone changes meanwhile keep
            their new values. Times are in the site’s time zone, {zone}.
          </Trans>
        }
      >
        <form
          className="space-y-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={<Trans>Goes live on</Trans>}
              type="datetime-local"
              required
              min={earliest}
              {...register('publish_at')}
              error={fieldError(errors.publish_at)}
            />
            <TextField
              label={<Trans>Switches back on</Trans>}
              type="datetime-local"
              min={earliest}
              hint={<Trans>Optional.</Trans>}
              {...register('unpublish_at')}
              error={fieldError(errors.unpublish_at)}
            />
          </div>
          <DialogActions
            onCancel={() => setOpen(false)}
            onSubmit={() => void submit()}
            busy={schedule.isPending}
            submitLabel={<Trans>Schedule</Trans>}
          />
        </form>
      </Dialog>
    </>
  );
}
