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
