import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Reloads what a new or removed second factor changes: the factors and passkeys, and who is signed in, since the
 * first factor of a session that may only set one up lifts that limit and the dashboard reads it from `auth.me`.
 */
export function useReloadSecondFactors() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [trpc.auth.twoFactor.queryKey(), trpc.auth.passkeys.queryKey(), trpc.auth.me.queryKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
