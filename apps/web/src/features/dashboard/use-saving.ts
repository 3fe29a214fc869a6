import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { showServerError, type FieldErrorTarget } from './server-field-errors.ts';

/**
 * The callbacks every dashboard change shares: a toast with the given success message, the affected
 * queries reloaded, and the server's reason (or a generic one) when it fails. With `form`, the reasons that
 * concern its fields are shown under them instead.
 */
export function useSaving() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return (successMessage: string, reload: QueryKey[] = [], onDone?: () => void, form?: FieldErrorTarget) => ({
    onSuccess: async () => {
      notify.success(successMessage);
      // Any change of content may change what is left to translate: the editors' marks and the menu's badge.
      await Promise.all(
        [...reload, trpc.translation.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onDone?.();
    },
    onError: (error: unknown) => showServerError(error, t`The change could not be saved. Please try again.`, form),
  });
}
