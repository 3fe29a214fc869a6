import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { serverMessage } from '../../lib/server-message.ts';
import { notify } from '../../ui/toast.tsx';

/**
 * The callbacks every dashboard change shares: a toast with the given success message, the affected
 * queries reloaded, and the server's reason (or a generic one) when it fails.
 */
export function useSaving() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (successMessage: string, reload: QueryKey[] = [], onDone?: () => void) => ({
    onSuccess: async () => {
      notify.success(successMessage);
      await Promise.all(reload.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onDone?.();
    },
    onError: (error: unknown) => notify.error(serverMessage(error, t`The change could not be saved. Please try again.`)),
  });
}
