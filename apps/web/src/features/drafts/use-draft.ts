import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DraftEntity } from '@tp/schemas';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { showServerError, type FieldErrorTarget } from '../dashboard/server-field-errors.ts';

/** A record's draft: undefined while it is read, null when the record has none (or is not stored yet: no id). */
export function useDraftOf(entity: DraftEntity, id: number | undefined) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.draft.get.queryOptions({ entity, id: id ?? 0 }),
    enabled: id !== undefined,
    // No draft is an answer, not a failure to retry.
    retry: (count, error) => httpStatusOf(error) !== 404 && count < 2,
  });
  if (id === undefined) return null;
  return query.isError && httpStatusOf(query.error) === 404 ? null : query.data;
}

/**
 * Saving changes into a record's draft, publishing and discarding it. `reload` are the record's queries, read again
 * once the draft is published; `form` shows a refused field under it. Every change names the draft's version it was
 * made on: one changed meanwhile by a colleague is refused with who changed what.
 */
export function useDraftActions(entity: DraftEntity, id: number, reload: QueryKey[], form?: FieldErrorTarget) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const draftKey = trpc.draft.get.queryKey({ entity, id });
  const afterwards = (message: string, keys: QueryKey[]) => async () => {
    notify.success(message);
    await Promise.all([draftKey, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const failed = (fields?: FieldErrorTarget) => (error: unknown) =>
    showServerError(error, t`The draft could not be saved. Please try again.`, fields);
  const save = useMutation(
    trpc.draft.save.mutationOptions({
      // The answer is the draft as saved: its new version is the one the next save or the publish names.
      onSuccess: (saved) => {
        queryClient.setQueryData(draftKey, saved);
        notify.success(t`Draft saved`);
      },
      onError: failed(form),
    }),
  );
  const publish = useMutation(
    trpc.draft.publish.mutationOptions({
      onSuccess: afterwards(t`Published`, [...reload, trpc.translation.pathKey()]),
      onError: failed(),
    }),
  );
  const discard = useMutation(
    trpc.draft.discard.mutationOptions({ onSuccess: afterwards(t`Draft discarded`, []), onError: failed() }),
  );
  return { save, publish, discard };
}

/** What a draft's save needs of an editor's form (react-hook-form). */
interface DraftForm<Values> {
  handleSubmit: (submit: (values: Values) => void) => () => Promise<void>;
  formState: { dirtyFields: Partial<Record<keyof Values, unknown>> };
}

/**
 * An editor's drafts: its actions (useDraftActions) and `saveDraft`, which saves into the record's draft only the
 * fields changed in the form (publishing then leaves the fields others changed meanwhile), naming the draft's version.
 */
export function useDraftSaving<Values extends Record<string, unknown>>(options: {
  entity: DraftEntity;
  id: number | undefined;
  draft: ReturnType<typeof useDraftOf>;
  form: DraftForm<Values>;
  fields: readonly (keyof Values & string)[];
  reload: QueryKey[];
  target?: FieldErrorTarget;
}) {
  const { t } = useLingui();
  const { entity, id, draft, form, fields, reload, target } = options;
  const actions = useDraftActions(entity, id ?? 0, reload, target);
  const saveDraft = form.handleSubmit((values) => {
    const changed = fields.filter((name) => form.formState.dirtyFields[name]);
    if (id === undefined) return;
    if (changed.length === 0) {
      notify.success(t`Nothing has changed`);
      return;
    }
    const sent = Object.fromEntries(changed.map((name) => [name, values[name]]));
    actions.save.mutate({ entity, id, version: draft?.version ?? 0, ...sent });
  });
  return { actions, saveDraft };
}
